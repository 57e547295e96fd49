import { MAX_LINKED_QUERY_PARAMS, MAX_VISITED_PAGES, type LeadAttributes } from '@dealer/leads';

/**
 * The pages a shopper opens in this visit, and the query of the link they came in on, kept in the
 * tab's sessionStorage for §7's lead creation (`lead_attributes.visited_pages`,
 * `linked_query_params`; leads/contract/lead-attributes.ts). Nothing leaves the browser except
 * with a lead the shopper sends. Storage that is full, off or corrupt records nothing.
 */
const VISITS_KEY = 'dealer.visitedPages';
const LANDING_KEY = 'dealer.linkedQueryParams';

function read<T>(storage: Storage, key: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
const isPaths = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isParams = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** Records one page (path and query); the first page of a visit with a query is the linked one. */
export function recordVisit(storage: Storage, location: { pathname: string; search: string }): void {
  try {
    const page = `${location.pathname}${location.search}`.slice(0, 512);
    const visits = read(storage, VISITS_KEY, isPaths, []);
    if (visits.at(-1) !== page) storage.setItem(VISITS_KEY, JSON.stringify([...visits, page].slice(-MAX_VISITED_PAGES)));
    if (location.search && storage.getItem(LANDING_KEY) === null) {
      const params = Object.fromEntries([...new URLSearchParams(location.search)].slice(0, MAX_LINKED_QUERY_PARAMS).map(([name, value]) => [name.slice(0, 100), value.slice(0, 500)]));
      storage.setItem(LANDING_KEY, JSON.stringify(params));
    }
  } catch {
    // sessionStorage full or refused: the lead goes without them.
  }
}

/** What a lead form sends as `lead_attributes`. */
export function leadAttributesFrom(storage: Storage): LeadAttributes {
  return { visited_pages: read(storage, VISITS_KEY, isPaths, []).slice(-MAX_VISITED_PAGES), linked_query_params: read(storage, LANDING_KEY, isParams, {}) };
}

/** The §7 creation fields a form adds to its body in this browser: the page and the visit's attributes. */
export function leadContext(): { url: string; lead_attributes: LeadAttributes } | Record<string, never> {
  try {
    return { url: window.location.href, lead_attributes: leadAttributesFrom(window.sessionStorage) };
  } catch {
    return {};
  }
}
