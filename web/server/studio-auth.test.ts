import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/**
 * studioUser against a stand-in content store that answers `GET /users/me` as the lake and Sanity
 * do: the user of the bearer token, or `{}` / 401 for a stranger.
 */
const users: Record<string, unknown> = {
  'admin-token': { id: 'p-admin', name: 'Local editor', role: 'administrator', roles: [{ name: 'administrator' }] },
  'kia-token': { id: 'p-kia', name: 'Kia marketer', role: 'editor', roles: [{ name: 'editor' }, { name: 'site-riverside-kia' }] },
  'viewer-token': { id: 'p-viewer', name: 'Someone', role: 'viewer', roles: [{ name: 'viewer' }] },
};
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const user = request.url?.endsWith('/users/me') ? users[token] : undefined;
    response.writeHead(user ? 200 : token ? 401 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(user ?? (token ? { statusCode: 401, message: 'Unauthorized' } : {})));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  process.env.LAKE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const { studioUser } = await import('./studio-auth');
const request = (token?: string) => new Request('http://riverside-kia.localhost/api/studio/leads', { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('studioUser: only a Studio user the content store vouches for, only for their site (README "Lead delivery", receipts)', () => {
  it.each([
    ['an administrator, on any site', 'admin-token', 'lone-star-jeep', { user: { id: 'p-admin', name: 'Local editor' } }],
    ['a site role, on that site', 'kia-token', 'riverside-kia', { user: { id: 'p-kia', name: 'Kia marketer' } }],
    ['a site role, on another site', 'kia-token', 'lone-star-jeep', { refused: 403 }],
    ['a user with no site role', 'viewer-token', 'riverside-kia', { refused: 403 }],
    ['an unknown token', 'forged-token', 'riverside-kia', { refused: 401 }],
    ['no token', undefined, 'riverside-kia', { refused: 401 }],
    ['an oversized token', 'x'.repeat(5000), 'riverside-kia', { refused: 401 }],
  ])('%s', async (_label, token, site, expected) => {
    expect(await studioUser(request(token), site)).toEqual(expected);
  });
});
