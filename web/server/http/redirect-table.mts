/**
 * The redirects every site has, as this process answers them (README "Redirects"): filled from the
 * published `redirect` documents by redirect-service.ts in Next's bundle, read by the front door's
 * redirect stage (front-door.mts) before Next, and by a page's not-found path under `next dev`.
 * Kept on globalThis, as serve.mts and Next's bundles each load their own copy of a module; without
 * imports, so that Node's type stripping can load it in serve.mts.
 */

export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
}

export interface RedirectTable {
  /** The site a Host header names (tenants' resolveHost, given by Next's side), or null. */
  siteOfHost(host: string): string | null;
  /** Site slug to source path to rule. */
  rules: ReadonlyMap<string, ReadonlyMap<string, RedirectRule>>;
}

export interface RedirectAnswer {
  status: 307 | 308;
  location: string;
}

const slot = Symbol.for('dealer.redirectTable');
type Shared = { [slot]?: RedirectTable };

/** Makes `table` the one this process answers from (a reload replaces it whole). */
export function installRedirectTable(table: RedirectTable): void {
  (globalThis as Shared)[slot] = table;
}

/** The table this process answers from; none until Next has loaded it once. */
export function currentRedirectTable(): RedirectTable | undefined {
  return (globalThis as Shared)[slot];
}

/**
 * The first load, which the front door waits for (at most FIRST_LOAD_WAIT_MS, once per process):
 * a process that has just started would otherwise pass its first requests for old addresses on to
 * Next, which answers most of them 404. Settled by the first load's outcome, either way.
 */
interface FirstLoad {
  settled: boolean;
  deadline?: number;
  waiters: (() => void)[];
}
const firstLoadSlot = Symbol.for('dealer.redirectTableFirstLoad');
type SharedFirstLoad = { [firstLoadSlot]?: FirstLoad };
export const FIRST_LOAD_WAIT_MS = 3000;

function firstLoad(): FirstLoad {
  return ((globalThis as SharedFirstLoad)[firstLoadSlot] ??= { settled: false, waiters: [] });
}

/** The first load of the table finished (loaded, or failed and left to its retry): no request waits any more. */
export function settleFirstRedirectLoad(): void {
  const state = firstLoad();
  state.settled = true;
  for (const wake of state.waiters.splice(0)) wake();
}

/**
 * Resolves when the first load settles, or by the deadline the first request that waited set
 * (then the wait is over for good: a process whose redirects never load does not slow every
 * request). Null when there is nothing to wait for.
 */
export function untilFirstRedirectLoad(maxMs = FIRST_LOAD_WAIT_MS, now = Date.now()): Promise<void> | null {
  const state = firstLoad();
  if (state.settled) return null;
  state.deadline ??= now + maxMs;
  const left = state.deadline - now;
  if (left <= 0) {
    settleFirstRedirectLoad();
    return null;
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      state.waiters = state.waiters.filter((waiter) => waiter !== wake);
      // Every timer is set to the one deadline, so its firing is the deadline. Not Date.now() against
      // it: a timer may fire a millisecond before the wall clock shows the deadline, and the wait
      // would then begin again for whoever comes next.
      settleFirstRedirectLoad();
      resolve();
    }, left);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    state.waiters.push(wake);
  });
}

/**
 * Indexes rows by site and source. The Studio refuses chains and loops, but documents written
 * around it (an import, two editors at once) could still form a loop: a rule whose destination
 * path leads back to its own source within the site is left out, so no shopper is sent round.
 */
export function indexRedirectRules(rows: ReadonlyArray<RedirectRule & { site: string }>): { rules: Map<string, Map<string, RedirectRule>>; loops: string[] } {
  const rules = new Map<string, Map<string, RedirectRule>>();
  for (const { site, ...rule } of rows) {
    const bySource = rules.get(site) ?? new Map<string, RedirectRule>();
    if (!bySource.has(rule.source)) bySource.set(rule.source, rule);
    rules.set(site, bySource);
  }
  const loops: string[] = [];
  for (const [site, bySource] of rules) {
    const looping = [...bySource.keys()].filter((source) => {
      const seen = new Set<string>([source]);
      for (let path = sitePathOf(bySource.get(source)!.destination); path !== null; ) {
        if (seen.has(path)) return true;
        seen.add(path);
        const next = bySource.get(path);
        path = next ? sitePathOf(next.destination) : null;
      }
      return false;
    });
    for (const source of looping) {
      bySource.delete(source);
      loops.push(`${site} ${source}`);
    }
  }
  return { rules, loops };
}

/** The lower-case path of a same-site destination (query and anchor dropped), or null for another host. */
function sitePathOf(destination: string): string | null {
  if (!isSitePath(destination)) return null;
  const path = destination.replace(/[?#].*$/, '').toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** One leading slash and no backslash: `//host` and `/\host` are other hosts to a browser. */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

const isWebAddress = (value: string) => {
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
};

/** Longest path a source can be (schemas' MAX_REDIRECT_PATH_LENGTH): longer requests are never looked up. */
const MAX_SOURCE_LENGTH = 200;

/**
 * The path of a request target as sources are written: lower case, no trailing slash; null for
 * what no redirect can start at (build files, the API, a target that is not a plain path).
 */
export function requestSourcePath(url: string): string | null {
  const path = url.replace(/[?#].*$/, '');
  if (!isSitePath(path) || path.length > MAX_SOURCE_LENGTH + 1) return null;
  if (/^\/(?:_next|api)(?:\/|$)/.test(path)) return null;
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** The destination with the request's query string added (after the destination's own, before its #anchor). */
function withQuery(destination: string, query: string): string {
  if (!query) return destination;
  const hash = destination.indexOf('#');
  const [base, anchor] = hash === -1 ? [destination, ''] : [destination.slice(0, hash), destination.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${anchor}`;
}

/** Header-safe: anything outside printable ASCII percent-encoded (a stray surrogate: not answerable). */
function headerSafe(location: string): string | null {
  try {
    return location.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return null;
  }
}

/**
 * The answer for a request to `url` on `host`, or null. Only a destination that is a path on the
 * same site or a full http(s) address an editor wrote is ever sent, so no request can turn this
 * into an open redirect.
 */
export function findRedirect(table: RedirectTable, host: string, url: string): RedirectAnswer | null {
  const site = table.siteOfHost(host);
  return site ? findSiteRedirect(table, site, url) : null;
}

/** The same, for a site already known (a page's not-found path). */
export function findSiteRedirect(table: RedirectTable, site: string, url: string): RedirectAnswer | null {
  const path = requestSourcePath(url);
  if (path === null) return null;
  const rule = table.rules.get(site)?.get(path);
  if (!rule || !(isSitePath(rule.destination) || isWebAddress(rule.destination))) return null;
  const queryStart = url.indexOf('?');
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1).replace(/#.*$/, '');
  const location = headerSafe(withQuery(rule.destination, query));
  return location ? { status: rule.permanent ? 308 : 307, location } : null;
}
