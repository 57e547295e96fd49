/*
 * `next/headers` as the browser's bundle has it (web/next.config.ts, turbopack.resolveAlias).
 * react-instantsearch-nextjs imports it for the request's headers, which it reads only while
 * rendering on the server; in the browser the import alone brought 66 KB of Next's server code
 * (request stores, cookie and header adapters, prerender bail-outs) into the search island, all
 * evaluated while the page loads (README "Page speed", search TBT). Our own code reads headers in
 * server components and routes only, which are never in the browser's bundle.
 */
const serverOnly = (name: string) => (): never => {
  throw new Error(`next/headers' ${name}() is read while rendering on the server only; the browser's bundle leaves it out (web/next.config.ts).`);
};

export const headers = serverOnly('headers');
export const cookies = serverOnly('cookies');
export const draftMode = serverOnly('draftMode');
