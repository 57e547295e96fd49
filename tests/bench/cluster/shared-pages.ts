/**
 * Kept pages shared through Redis, seen from a second instance (README "Pages answered from the
 * front door", "With Redis"): pages no instance has seen yet (a search nobody made, vehicle pages
 * reached from it) are asked of web1 on its own port, which renders and keeps them; once web1
 * answers each from memory, the same pages are asked of web2, counting those it still sends to its
 * Next (`x-page-cache: MISS`). Beside them, as the floor of the same run, web2 is asked pages no
 * instance rendered: each of those goes to Next. Figures only.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { requestOverLoopback } from '../../support/loopback-request';

export interface SharedPageFigures {
  pages: number;
  /** Of the pages web1 rendered, how many web2 sent to its Next. */
  sharedToNext: number;
  /** Of pages nobody rendered, how many web2 sent to its Next (all, by definition: the floor). */
  freshToNext: number;
  sharedMedianMs: number;
  freshMedianMs: number;
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Per site: a search page of a query nobody made, and two of its vehicle pages reached from it (their back link names the search). */
function probePages(sites: readonly string[], carPaths: Record<string, string[]>, host: (site: string) => string, stamp: string) {
  return sites.flatMap((site) => {
    const search = `/search?query=${stamp}`;
    const referer = `http://${host(site)}${search}`;
    return [{ site, path: search, headers: browser }, ...(carPaths[site] ?? []).slice(0, 2).map((path) => ({ site, path, headers: { ...browser, referer } }))];
  });
}

export async function measureSharedPages({ instancePorts, sites, carPaths, host }: { instancePorts: readonly number[]; sites: readonly string[]; carPaths: Record<string, string[]>; host: (site: string) => string }): Promise<SharedPageFigures> {
  const [first, second] = instancePorts as [number, number];
  const ask = (port: number, page: { site: string; path: string; headers: Record<string, string> }) => requestOverLoopback({ port, host: host(page.site), path: page.path, headers: page.headers, timeoutMs: 30_000 });
  const shared = probePages(sites, carPaths, host, `benchshared${Date.now().toString(36)}`);
  for (const page of shared) await ask(first, page);
  // Kept (and written to Redis) once web1 answers from memory; the copies are made off the request path.
  for (const page of shared) {
    for (let attempt = 0; attempt < 100 && (await ask(first, page)).headers['x-page-cache'] !== 'HIT'; attempt++) await sleep(50);
  }
  await sleep(200);
  const fromShared = [];
  for (const page of shared) fromShared.push(await ask(second, page));
  const fromFresh = [];
  for (const page of probePages(sites, carPaths, host, `benchfresh${Date.now().toString(36)}`)) fromFresh.push(await ask(second, page));
  const toNext = (answers: { headers: Record<string, unknown> }[]) => answers.filter((answer) => answer.headers['x-page-cache'] !== 'HIT').length;
  return {
    pages: shared.length,
    sharedToNext: toNext(fromShared),
    freshToNext: toNext(fromFresh),
    sharedMedianMs: median(fromShared.map((answer) => answer.ms)),
    freshMedianMs: median(fromFresh.map((answer) => answer.ms)),
  };
}
