import type { LocationDoc, SpecialHoursEntry } from '@dealer/schemas';

/**
 * Sites store no time zone; a location's wall clock follows its state or region. Dates in §3
 * holiday hours are local dates without a zone, so "today" must be the location's own date.
 */
const zoneByRegion: Record<string, string> = {
  QLD: 'Australia/Brisbane', NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart', SA: 'Australia/Adelaide', NT: 'Australia/Darwin', WA: 'Australia/Perth',
  TX: 'America/Chicago', CA: 'America/Los_Angeles', NY: 'America/New_York', FL: 'America/New_York',
  IL: 'America/Chicago', WA_US: 'America/Los_Angeles', CO: 'America/Denver', AZ: 'America/Phoenix',
};
const zoneByLocale: Record<string, string> = { 'en-AU': 'Australia/Sydney', 'en-NZ': 'Pacific/Auckland', 'en-US': 'America/New_York' };

export function locationTimeZone(state: string, locale: string): string {
  if (locale === 'en-NZ') return 'Pacific/Auckland';
  const key = state.trim().toUpperCase();
  if (locale === 'en-US' && key === 'WA') return zoneByRegion.WA_US!;
  return zoneByRegion[key] ?? zoneByLocale[locale] ?? 'UTC';
}

export interface LocalDay {
  /** YYYY-MM-DD in the location's zone. */
  date: string;
  /** §3 weekday: 0 Sunday to 6 Saturday. */
  weekday: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar day it is at `now` in a time zone. */
export function localDay(now: Date, timeZone: string): LocalDay {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday: weekdays.indexOf(part('weekday')) };
}

/** Monday first, as shoppers read a week; §3 numbers Sunday 0, and §9 Mon-Fri are 1 to 5. */
export const DISPLAY_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** §4/§9: holiday hours are shown only for upcoming dates (today included), soonest first. */
export function upcomingSpecialHours(entries: readonly SpecialHoursEntry[], today: string): SpecialHoursEntry[] {
  return entries.filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** §2: a location name is split at a dash into two lines ("Riverside Kia - Sales"). A hyphen inside a word does not split. */
export function splitName(name: string): [string] | [string, string] {
  const match = /^(.+?)\s+[-–—]\s+(.+)$/.exec(name.trim());
  return match ? [match[1]!, match[2]!] : [name.trim()];
}

/** A tel: link for a displayed number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Google Maps directions to a location's coordinates (a plain link: no map script is loaded). */
export const directionsHref = (location: Pick<LocationDoc, 'address'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${location.address.lat},${location.address.long}`;
