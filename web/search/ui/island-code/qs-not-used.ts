/*
 * `qs` as the browser's bundle has it (web/next.config.ts, turbopack.resolveAlias). InstantSearch
 * imports `qs` only for its URL router, which this platform never turns on: UrlSync keeps the
 * address (README "Page speed", search TBT). The real package and its chain (side-channel,
 * get-intrinsic and a dozen more) cost the search island about a third of its code's evaluation
 * time while the page loads. Should the router ever be turned on, it says so here at once.
 */
const notUsed = (): never => {
  throw new Error("InstantSearch's URL router is not used on this platform (UrlSync keeps the address), so the browser's bundle leaves out `qs`: see web/next.config.ts.");
};

const qs = { parse: notUsed, stringify: notUsed };
export default qs;
