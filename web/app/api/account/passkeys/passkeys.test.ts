import { issueSignInCode, listPasskeys, shopperForSession, verifySignInCode } from '@dealer/leads/server';
import { createSoftAuthenticator } from '@dealer/leads/testing';
import { openWebTestDatabase } from '@/server/db/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';

/**
 * The passkey endpoints (issue 15 item 1) over the real database, with a software authenticator
 * answering as the browser's passkey prompt would. riverside-kia has accounts on; lone-star-jeep off.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const routes = {
  registerOptions: (await import('./options/route')).POST,
  register: (await import('./route')).POST,
  remove: (await import('./remove/route')).POST,
  signInOptions: (await import('../passkey-sign-in/options/route')).POST,
  signIn: (await import('../passkey-sign-in/route')).POST,
};

const KIA = 'riverside-kia.localhost:3000';
const ORIGIN = `http://${KIA}`;
beforeAll(async () => {
  database = await openWebTestDatabase('passkey_routes');
});
afterAll(() => database.close());

let address = 0;
function post(route: (request: Request) => Promise<Response>, body: unknown, options: { host?: string; cookie?: string } = {}) {
  const host = options.host ?? KIA;
  return route(
    new Request(`http://${host}/api/account/x`, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forwarded-for': `10.11.0.${++address}`, ...(options.cookie ? { cookie: options.cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function signedInCookie(email: string) {
  const result = await verifySignInCode(database.db, 'riverside-kia', email, (await issueSignInCode(database.db, 'riverside-kia', email)).code);
  if (!result.ok) throw new Error(result.reason);
  return { cookie: `dealer_session=${result.session.token}`, shopperId: result.shopperId };
}
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('passkeys over the API (issue 15 item 1)', () => {
  it('signed in: add a passkey; signed out later: sign in with it (the session cookie set); remove it', async () => {
    const { cookie, shopperId } = await signedInCookie('passkey@example.com');
    const device = createSoftAuthenticator();
    const options = await post(routes.registerOptions, {}, { cookie });
    expect(options.status).toBe(200);
    const { options: creation } = (await json(options)) as { options: Parameters<typeof device.register>[0] };
    expect(creation.rp).toEqual({ id: 'riverside-kia.localhost', name: 'Riverside Kia' });
    const added = await post(routes.register, { credential: device.register(creation, ORIGIN) }, { cookie });
    expect(added.status).toBe(201);
    expect(await listPasskeys(database.db, 'riverside-kia', shopperId)).toHaveLength(1);

    const asked = (await json(await post(routes.signInOptions, {}))) as { options: Parameters<typeof device.authenticate>[0] };
    const signedIn = await post(routes.signIn, { credential: device.authenticate(asked.options, ORIGIN) });
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toEqual({ signedIn: true, needsPhone: true });
    const token = /dealer_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect((await shopperForSession(database.db, 'riverside-kia', token))?.id).toBe(shopperId);
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const removed = await post(routes.remove, { id: device.credentials[0]!.id }, { cookie });
    expect(removed.status).toBe(200);
    expect(await listPasskeys(database.db, 'riverside-kia', shopperId)).toEqual([]);
    expect((await post(routes.remove, { id: device.credentials[0]!.id }, { cookie })).status).toBe(404);
  });

  it('a passkey answer replayed, or one this site does not know, is a 400 that says what to do', async () => {
    const { cookie } = await signedInCookie('replay@example.com');
    const device = createSoftAuthenticator();
    const creation = ((await json(await post(routes.registerOptions, {}, { cookie }))) as { options: Parameters<typeof device.register>[0] }).options;
    await post(routes.register, { credential: device.register(creation, ORIGIN) }, { cookie });
    const asked = ((await json(await post(routes.signInOptions, {}))) as { options: Parameters<typeof device.authenticate>[0] }).options;
    const answer = device.authenticate(asked, ORIGIN);
    expect((await post(routes.signIn, { credential: answer })).status).toBe(200);
    const replayed = await post(routes.signIn, { credential: answer });
    expect([replayed.status, await json(replayed)]).toEqual([400, { message: 'This passkey request has expired. Please try again.' }]);

    const stranger = createSoftAuthenticator();
    stranger.register({ ...creation, challenge: 'AAAA' }, ORIGIN);
    const unknown = await post(routes.signIn, { credential: stranger.authenticate(((await json(await post(routes.signInOptions, {}))) as { options: Parameters<typeof device.authenticate>[0] }).options, ORIGIN) });
    expect([unknown.status, ((await json(unknown)) as { message: string }).message]).toEqual([400, expect.stringMatching(/^This site does not know that passkey/)]);
  });

  it.each([
    ['registration options signed out', () => post(routes.registerOptions, {}), 401],
    ['adding a passkey signed out', () => post(routes.register, { credential: {} }), 401],
    ['a site without accounts', () => post(routes.signInOptions, {}, { host: 'lone-star-jeep.localhost:3000' }), 404],
    ['no credential', () => post(routes.signIn, {}), 400],
    ['a credential of the wrong type', () => post(routes.signIn, { credential: { id: 'x', rawId: 'x', type: 'password', response: { clientDataJSON: 'e30' } } }), 400],
    ['not JSON', () => post(routes.signIn, '{'), 400],
    ['a made-up credential', () => post(routes.signIn, { credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } } }), 400],
  ] as const)('hostile input: %s is a %i, never a 5xx', async (_case, send, status) => {
    expect((await send()).status).toBe(status);
  });
});
