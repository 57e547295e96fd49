// Which origins may use the lake (README.md "Who may use it, and how much"). The lake used to
// reflect any Origin with credentials and answer `Access-Control-Allow-Private-Network: true`, so
// any web page a developer visited could read it. Only the Studio's and the sites' origins (this
// machine's localhost names, and configured ones) are allowed now.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corsPolicy } from './cors';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-cors-'));
  lake = await startLake({ dataDir: dir, port: 0, log: () => undefined, corsOrigins: ['https://studio.dealers.test', 'http://{site}.dealers.test:3000'] });
  trustCertificate(lake.caCertPath);
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('which origins may use the lake from a browser (lake README "Who may use it, and how much")', () => {
  const policy = corsPolicy(['https://studio.dealers.test', 'http://{site}.dealers.test:3000', 'https://*.preview.test:*']);
  it.each([
    // The Studio (on the lake's own origin, calling <projectId>.localhost) and the sites, by default.
    ['https://localhost:4000', true],
    ['http://localhost:3333', true],
    ['http://localhost', true],
    ['http://riverside-kia.localhost:3000', true],
    ['http://alpha.localhost:3100', true],
    ['https://local.localhost:4000', true],
    ['http://127.0.0.1:3000', true],
    ['http://[::1]:3000', true],
    // Configured origins, where {site} or * is one label and :* any port.
    ['https://studio.dealers.test', true],
    ['http://riverside-kia.dealers.test:3000', true],
    ['https://a.preview.test:8443', true],
    // Everything else.
    ['https://evil.example', false],
    ['http://localhost.evil.example', false],
    ['http://evil-localhost:3000', false],
    ['http://192.168.1.20:3000', false],
    ['http://riverside-kia.dealers.test:3001', false],
    ['http://a.b.dealers.test:3000', false],
    ['https://studio.dealers.test.evil.example', false],
    ['ftp://localhost', false],
    ['null', false],
    ['', false],
    ['http://localhost:3000/path', false],
  ])('%s allowed: %s', (origin, allowed) => {
    expect(policy.allows(origin)).toBe(allowed);
  });

  const preflight = (origin: string) =>
    fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
        'access-control-request-private-network': 'true',
      },
    });

  it.each([
    ['http://riverside-kia.localhost:3000', 204],
    ['https://localhost:4000', 204],
    ['https://studio.dealers.test', 204],
    ['https://evil.example', 403],
    ['null', 403],
  ])('a preflight from %s is answered %i, never with Allow-Private-Network', async (origin, status) => {
    const res = await preflight(origin);
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-private-network')).toBeNull();
    if (status === 204) {
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    } else {
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(await res.json()).toMatchObject({ statusCode: 403, message: expect.stringContaining(origin) });
    }
  });

  it.each([
    ['http://riverside-kia.localhost:3000', 'http://riverside-kia.localhost:3000', true],
    ['https://evil.example', null, false],
  ])('a request from %s gets Access-Control-Allow-Origin %s', async (origin, allowOrigin, result) => {
    const res = await fetch(`${lake.url}/v2025-02-19/data/query/production?query=1`, { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowOrigin);
    expect(res.headers.get('vary')).toContain('Origin');
    // @sanity/client asks /check/cors when a stream fails, to tell a CORS refusal from others;
    // any origin can read that answer, never with credentials.
    const check = await fetch(`${lake.url}/v2025-02-19/check/cors`, { headers: { origin } });
    expect(await check.json()).toEqual({ result: { allowed: result, withCredentials: result } });
    expect(check.headers.get('access-control-allow-origin')).toBe(allowOrigin ?? '*');
    expect(check.headers.get('access-control-allow-credentials')).toBe(result ? 'true' : null);
  });
});
