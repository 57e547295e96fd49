import 'server-only';
import { distanceKm, nearestLocation, type PostcodePlace } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import type { NearestDealership } from '@/lead-form/postcode-lookup';

/**
 * §3's "location_type ... or empty meaning sales": a preferred dealership is where cars are sold,
 * so the sales locations are the candidates (all of them on a site that lists none as sales).
 */
function dealershipLocations(config: SiteConfig): SiteConfig['locations'] {
  const sales = config.locations.filter((location) => location.location_type === 'sales');
  return sales.length > 0 ? sales : config.locations;
}

/** The site's location nearest `place` (§9: the 6371 km radius), as the browser reads it. */
export function nearestDealership(config: SiteConfig, place: PostcodePlace): NearestDealership | null {
  const nearest = nearestLocation(place, dealershipLocations(config));
  if (!nearest) return null;
  const km = distanceKm(place, { lat: nearest.address.lat, lng: nearest.address.long });
  return { slug: nearest.slug, name: nearest.name, dealershipSlug: nearest.dealership_slug, distanceKm: Math.round(km * 10) / 10 };
}
