import type { SiteConfig } from './site-config';

/**
 * The dealer's time zone (IANA), for the days a dealer counts: a handover "at least 2 days from
 * today", a return appointment "from tomorrow" (README "Accounts, the watchlist, reservations and
 * buying online", days and drafts). From the site's country (its locale) and state; a state not
 * listed takes the country's most populous zone.
 */
const STATE_ZONES: Record<SiteConfig['locale'], { states: Record<string, string>; otherwise: string }> = {
  'en-AU': {
    states: {
      qld: 'Australia/Brisbane', nsw: 'Australia/Sydney', act: 'Australia/Sydney', vic: 'Australia/Melbourne', tas: 'Australia/Hobart',
      sa: 'Australia/Adelaide', nt: 'Australia/Darwin', wa: 'Australia/Perth',
    },
    otherwise: 'Australia/Sydney',
  },
  // New Zealand keeps one time zone on the mainland (the Chathams aside).
  'en-NZ': { states: {}, otherwise: 'Pacific/Auckland' },
  'en-US': {
    states: {
      tx: 'America/Chicago', il: 'America/Chicago', mn: 'America/Chicago', mo: 'America/Chicago', wi: 'America/Chicago', la: 'America/Chicago', ok: 'America/Chicago',
      ca: 'America/Los_Angeles', wa: 'America/Los_Angeles', or: 'America/Los_Angeles', nv: 'America/Los_Angeles',
      co: 'America/Denver', ut: 'America/Denver', nm: 'America/Denver', az: 'America/Phoenix',
      ak: 'America/Anchorage', hi: 'Pacific/Honolulu',
    },
    otherwise: 'America/New_York',
  },
};

export function siteTimeZone(config: Pick<SiteConfig, 'locale' | 'state'>): string {
  const zones = STATE_ZONES[config.locale];
  return zones.states[config.state.trim().toLowerCase()] ?? zones.otherwise;
}
