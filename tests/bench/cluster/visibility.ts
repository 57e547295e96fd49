/**
 * How long a change takes to reach every web instance (README "Running many instances"): an edit
 * published to a demo page through the lake (its webhook reaches one instance through the
 * balancer; the tag it expires is in Redis for all), and 100 cars imported through the balancer
 * (stored by one instance; the others learn of it from the stock change notice). Each instance is
 * asked directly on its own port, with the site's Host header, until it shows the change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { primaryIndexName } from '@dealer/stock';
import { requestOverLoopback } from '../../support/loopback-request';

const API = '/v2025-02-19';

/** An editor of the cluster's lake: its token and HTTPS port (its certificate is self-signed; loopback only). */
export function lakeEditor(dataDir: string, lakePort: number) {
  const token = readFileSync(join(dataDir, 'lake', 'token'), 'utf8').trim();
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await requestOverLoopback({
      port: lakePort,
      host: `localhost:${lakePort}`,
      tls: true,
      method,
      path: `${API}${path}`,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (answer.status !== 200) throw new Error(`lake ${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as { result?: unknown };
  };
  return {
    async query<T>(groq: string): Promise<T> {
      return (await call('GET', `/data/query/production?query=${encodeURIComponent(groq)}`)).result as T;
    },
    async patch(id: string, set: Record<string, unknown>): Promise<void> {
      await call('POST', '/data/mutate/production', { mutations: [{ patch: { id, set } }] });
    },
  };
}

export interface DemoPage {
  _id: string;
  title: string;
  slug: string;
}

/** A published page of `site` to edit: its service page where it has one (a cached CMS page), else its first. */
export async function pageToEdit(editor: ReturnType<typeof lakeEditor>, site: string): Promise<DemoPage> {
  const pages = await editor.query<DemoPage[]>(`*[_type == "page" && site == ${JSON.stringify(site)} && !(_id in path("drafts.**")) && defined(title) && slug.current != "home"]{_id, title, "slug": slug.current} | order(slug asc)`);
  const page = pages.find((candidate) => candidate.slug === 'service') ?? pages[0];
  if (!page) throw new Error(`no published page of ${site} in the lake`);
  return page;
}

/**
 * `count` used cars for a dealership whose model is one word found nowhere else, so a search for it
 * counts exactly them. Used: a new car shows only where its dealership sells the make.
 */
export function benchCars(dealershipSlug: string, model: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `${model.toLowerCase()}-${i + 1}`,
    make: 'Toyota',
    model,
    year: 2022,
    km: 20_000 + i * 150,
    car_type: 'used',
    status: 'in_stock',
    dealership_slug: dealershipSlug,
    price: 30_000 + i * 100,
    simple_body: 'suv',
  }));
}

/** The number of `site`'s cars that a search for `query` finds on the instance on `port`. */
export async function searchCount(port: number, host: string, query: string): Promise<number> {
  const answer = await requestOverLoopback({
    port,
    host,
    method: 'POST',
    path: '/api/search',
    headers: { 'content-type': 'application/json', origin: `http://${host}` },
    body: JSON.stringify({ requests: [{ indexName: primaryIndexName, params: { query, hitsPerPage: 1 } }] }),
    timeoutMs: 10_000,
  });
  if (answer.status !== 200) return -1;
  return (JSON.parse(answer.body) as { results: { nbHits: number }[] }).results[0]?.nbHits ?? -1;
}

/** Whether the page at `path` on the instance on `port` shows `text`. */
export async function pageShows(port: number, host: string, path: string, text: string): Promise<boolean> {
  const answer = await requestOverLoopback({ port, host, path, headers: { accept: 'text/html' }, timeoutMs: 10_000 });
  return answer.status === 200 && answer.body.includes(text);
}

/**
 * Asks `seen(port)` of every instance every 250 ms from `since` (ms since the epoch) and resolves
 * with the seconds until each saw it, or null for an instance that did not within `timeoutMs`.
 */
export async function timeUntilSeen(ports: readonly number[], since: number, timeoutMs: number, seen: (port: number) => Promise<boolean>): Promise<(number | null)[]> {
  const times: (number | null)[] = ports.map(() => null);
  const deadline = since + timeoutMs;
  while (Date.now() < deadline && times.some((time) => time === null)) {
    await Promise.all(
      ports.map(async (port, i) => {
        if (times[i] !== null) return;
        if (await seen(port).catch(() => false)) times[i] = (Date.now() - since) / 1000;
      }),
    );
    await sleep(250);
  }
  return times;
}
