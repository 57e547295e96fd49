/**
 * §3 Location documents for each demo site, generated from the site definitions (tenants/sites):
 * one source for addresses, phones and hours. What the definitions do not hold (holiday hours,
 * landlines, the Google review summary) is added here per location id.
 */
import { resolveSiteConfig } from '../config/resolve';
import type { SiteLocation } from '../config/site-config';
import { siteDefinitions } from '../sites';

interface SpecialHours {
  date: string;
  status: 'Open' | 'Closed';
  start_hour?: string;
  end_hour?: string;
}

interface LocationExtras {
  landline_phone?: string;
  special_hours?: SpecialHours[];
  reviews?: { average_rating: number; count: number };
  visible?: boolean;
}

const closed = (...dates: string[]): SpecialHours[] => dates.map((date) => ({ date, status: 'Closed' }));
const short = (date: string, start_hour: string, end_hour: string): SpecialHours => ({ date, status: 'Open', start_hour, end_hour });

// §9: holiday hour tables for April 2025 (18, 19, 21, 25) on some sites; past dates are kept to show they are never displayed.
const april2025 = [...closed('2025-04-18'), short('2025-04-19', '09:00', '13:00'), ...closed('2025-04-21', '2025-04-25')];
const australianSummer = [short('2026-12-24', '08:30', '12:00'), ...closed('2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01', '2027-01-26')];

const extras: Record<string, LocationExtras> = {
  // Riverside Kia: §3 review feed numbers (377 reviews, average 4.6) on the primary location.
  'l-rk-sales': { landline_phone: '07 3000 1199', reviews: { average_rating: 4.6, count: 377 }, special_hours: [...april2025, ...australianSummer] },
  'l-rk-service': { reviews: { average_rating: 4.8, count: 142 }, special_hours: [...april2025, ...closed('2026-12-24'), ...australianSummer.slice(1)] },
  'l-scm-parra': { landline_phone: '02 9000 2199', reviews: { average_rating: 4.5, count: 268 }, special_hours: australianSummer },
  'l-scm-dand': { reviews: { average_rating: 4.4, count: 190 }, special_hours: australianSummer },
  'l-scm-caravans': { reviews: { average_rating: 4.7, count: 88 }, special_hours: [short('2026-12-24', '09:00', '13:00'), ...closed('2026-12-25', '2026-12-26', '2027-01-01')] },
  'l-scm-service': { reviews: { average_rating: 4.6, count: 121 }, special_hours: closed('2026-12-24', '2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01', '2027-01-26') },
  'l-hct-main': { landline_phone: '09 300 4199', reviews: { average_rating: 4.7, count: 512 }, special_hours: [short('2026-12-24', '09:00', '14:00'), ...closed('2026-12-25', '2026-12-26', '2027-01-01', '2027-01-02', '2027-02-06')] },
  'l-lsj-main': { reviews: { average_rating: 4.5, count: 231 }, special_hours: [...closed('2026-11-26'), short('2026-12-24', '09:00', '14:00'), ...closed('2026-12-25', '2027-01-01')] },
};

export function locationId(site: string, location: Pick<SiteLocation, 'id'>): string {
  return `location_${site}_${location.id}`;
}

/** The site's locations as Sanity documents (the Content Lake and Studio edit these from then on). */
export function locationDocuments(site: string): Record<string, unknown>[] {
  const definition = siteDefinitions.find((candidate) => candidate.slug === site);
  if (!definition) return [];
  return resolveSiteConfig(definition).config.locations.map((location) => {
    const extra = extras[location.id] ?? {};
    const landline = location.landline_phone ?? extra.landline_phone;
    return {
      _id: locationId(site, location),
      _type: 'location',
      site,
      id: location.id,
      name: location.name,
      slug: { _type: 'slug', current: location.slug },
      dealership_slug: location.dealership_slug,
      location_type: location.location_type,
      primary: location.primary,
      visible: extra.visible ?? true,
      address: location.address,
      phone: location.phone,
      ...(landline ? { landline_phone: landline } : {}),
      opening_hours: location.opening_hours.map((entry, index) => ({ _key: `h${index}`, ...entry })),
      special_hours: (extra.special_hours ?? []).map((entry, index) => ({ _key: `s${index}`, ...entry })),
      ...(location.dealer_license_number ? { dealer_license_number: location.dealer_license_number } : {}),
      ...(location.motor_vehicle_repairer ? { motor_vehicle_repairer: location.motor_vehicle_repairer } : {}),
      ...(extra.reviews ? { reviews: extra.reviews } : {}),
    };
  });
}
