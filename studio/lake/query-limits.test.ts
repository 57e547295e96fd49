// Query cost limits (README.md "Who may use it, and how much"). The lake used to run any GROQ
// anyone sent. A 73-character anonymous query held it for 12.9 s. Queries are now bounded in size,
// depth, work and result, and an expensive one leaves the lake free to answer everyone else.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;

const PATHOLOGICAL = 'count(*[0..99][count(*[count(*[_id != ^._id]) > 0 && _id != ^._id]) > 0])';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-limits-'));
  // About the size of the seed content (191 documents), so the pathological query is as slow as it was.
  const seed = path.join(dir, 'seed.ndjson');
  const docs = Array.from({ length: 200 }, (_, i) => ({ _id: `doc-${i}`, _type: 'page', site: 'alpha', text: 'x'.repeat(400) }));
  await writeFile(seed, docs.map((doc) => JSON.stringify(doc)).join('\n'));
  // The token's step budget is lowered so that its bound can be shown in a second, not twenty.
  lake = await startLake({ dataDir: path.join(dir, 'lake'), port: 0, seedFiles: [seed], log: () => undefined, limits: { token: { steps: 1_000_000 } } });
  trustCertificate(lake.caCertPath);
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

async function query(body: { query: string; params?: Record<string, unknown> }, token?: string): Promise<{ status: number; json: Record<string, unknown>; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${lake.url}/v2025-02-19/data/query/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
}

describe('query cost limits (lake README "Who may use it, and how much")', () => {
  const deep = `*[0]${'.a'.repeat(70)}`;
  it.each([
    // name, request, status without a token, status with the token, what the 400 says
    ['a query over 16 KiB', { query: `count(*)${' '.repeat(17_000)}` }, 400, 200, /characters long; the limit without a token is 16384/],
    ['params over 16 KiB', { query: 'count($p)', params: { p: Array.from({ length: 3_000 }, (_, i) => `value-${i}`) } }, 400, 200, /params are \d+ bytes as JSON; the limit without a token is 16384/],
    ['a query nested deeper than 64 levels', { query: deep }, 400, 200, /nested 7\d levels deep; the limit without a token is 64/],
    ['a result over 10 MiB of JSON', { query: '*{"all": *}' }, 400, 200, /result too large/],
    ['the pathological query', { query: PATHOLOGICAL }, 400, 400, /Query too expensive: it needed more than [\d,]+ steps/],
  ])('%s', async (_name, body, anonymousStatus, tokenStatus, says) => {
    const anonymous = await query(body);
    expect(anonymous.status).toBe(anonymousStatus);
    expect(anonymous.json).toMatchObject({ error: { type: expect.any(String), description: expect.stringMatching(says) } });
    const withToken = await query(body, lake.token);
    expect(withToken.status).toBe(tokenStatus);
    if (tokenStatus === 400) expect(withToken.json).toMatchObject({ error: { description: expect.stringMatching(/the limit with the token/) } });
  });

  it('the pathological query is refused within 2 s, and a query sent meanwhile answers at once', async () => {
    const expensive = query({ query: PATHOLOGICAL });
    await new Promise((resolve) => setTimeout(resolve, 100)); // it is running now
    const simple = await query({ query: '*[_id == "doc-7"][0].site' });
    expect(simple).toMatchObject({ status: 200, json: { result: 'alpha' } });
    expect(simple.ms).toBeLessThan(500);
    const refused = await expensive;
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: { type: 'queryExecutionError', description: expect.stringContaining('without a token') } });
    expect(refused.ms).toBeLessThan(2_000);
  });

  it('an ordinary query over every document stays well within the anonymous budget', async () => {
    const result = await query({ query: '*[_type == "page" && site == $site] | order(_id asc)[0...3]{_id, "others": count(*[_type == ^._type])}', params: { site: 'alpha' } });
    expect(result).toMatchObject({ status: 200, json: { result: [{ others: 200 }, { others: 200 }, { others: 200 }] } });
  });
});
