import { STATUS_CODES } from 'node:http';
import { issueSignInCode, listPasskeys, shopperForSession, verifySignInCode } from '@dealer/leads/server';
import { createSoftAuthenticator } from '@dealer/leads/testing';
import { openWebTestDatabase } from '@/server/db/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';

/**
 * The passkey endpoints (README "Accounts, the watchlist, reservations and buying online") over the
 * real database, with a software authenticator answering as the browser's passkey prompt would.
 * riverside-kia has accounts on; lone-star-jeep off. Every refusal is problem details (README
 * "Routes and errors").
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

/** An answer as a client reads it: status, content type and body. */
const readAnswer = async (response: Response) => ({ status: response.status, type: response.headers.get('content-type'), body: await json(response) });
/** A refusal as RFC 9457 problem details, with `detail` and any extension members. */
const problem = (status: number, detail: unknown, extensions: Record<string, unknown> = {}) => ({
  status,
  type: expect.stringMatching(/^application\/problem\+json/),
  body: { type: 'about:blank', title: STATUS_CODES[status], status, detail, ...extensions },
});
const NO_FIELDS = 'This call takes no fields: send {}.';
const SEND_CREDENTIAL = 'Send {"credential": {...}} as the browser\'s passkey prompt gave it.';

describe('passkeys over the API (README "Accounts, the watchlist, reservations and buying online")', () => {
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
    const again = await post(routes.remove, { id: device.credentials[0]!.id }, { cookie });
    expect(await readAnswer(again)).toEqual(problem(404, 'This site does not know that passkey. Sign in with an emailed code, then add a passkey on your account page.'));
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it('a passkey answer replayed, or one this site does not know, is a 400 problem that says what to do', async () => {
    const { cookie } = await signedInCookie('replay@example.com');
    const device = createSoftAuthenticator();
    const creation = ((await json(await post(routes.registerOptions, {}, { cookie }))) as { options: Parameters<typeof device.register>[0] }).options;
    await post(routes.register, { credential: device.register(creation, ORIGIN) }, { cookie });
    const asked = ((await json(await post(routes.signInOptions, {}))) as { options: Parameters<typeof device.authenticate>[0] }).options;
    const answer = device.authenticate(asked, ORIGIN);
    expect((await post(routes.signIn, { credential: answer })).status).toBe(200);
    const replayed = await post(routes.signIn, { credential: answer });
    expect(await readAnswer(replayed)).toEqual(problem(400, 'This passkey request has expired. Please try again.'));
    expect(replayed.headers.get('cache-control')).toBe('no-store');

    const stranger = createSoftAuthenticator();
    stranger.register({ ...creation, challenge: 'AAAA' }, ORIGIN);
    const unknown = await post(routes.signIn, { credential: stranger.authenticate(((await json(await post(routes.signInOptions, {}))) as { options: Parameters<typeof device.authenticate>[0] }).options, ORIGIN) });
    expect(await readAnswer(unknown)).toEqual(problem(400, expect.stringMatching(/^This site does not know that passkey/)));
  });

  it.each([
    ['registration options signed out', () => post(routes.registerOptions, {}), problem(401, 'Please sign in first.')],
    // The shopper is known before the body is read: signed out is a 401 whatever is sent.
    ['adding a passkey signed out', () => post(routes.register, { credential: {} }), problem(401, 'Please sign in first.')],
    ['removing a passkey signed out', () => post(routes.remove, '{'), problem(401, 'Please sign in first.')],
    ['a site without accounts', () => post(routes.signInOptions, {}, { host: 'lone-star-jeep.localhost:3000' }), problem(404, 'This site has no shopper accounts.')],
    ['sign-in options sent fields', () => post(routes.signInOptions, { email: 'x@example.com' }), problem(400, NO_FIELDS, { errors: { form: NO_FIELDS } })],
    ['no credential', () => post(routes.signIn, {}), problem(400, SEND_CREDENTIAL, { errors: { credential: SEND_CREDENTIAL } })],
    ['a credential of the wrong type', () => post(routes.signIn, { credential: { id: 'x', rawId: 'x', type: 'password', response: { clientDataJSON: 'e30' } } }), problem(400, SEND_CREDENTIAL, { errors: { credential: SEND_CREDENTIAL } })],
    ['not JSON', () => post(routes.signIn, '{'), problem(400, expect.any(String), { errors: { form: expect.any(String) } })],
    ['an oversized credential', () => post(routes.signIn, { credential: { id: 'x'.repeat(17_000) } }), problem(413, 'Request body is larger than 16384 bytes.')],
    ['a made-up credential', () => post(routes.signIn, { credential: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } } }), problem(400, expect.any(String))],
  ] as const)('hostile input: %s is a problem, never a 5xx', async (_case, send, refused) => {
    expect(await readAnswer(await send())).toEqual(refused);
  });

  it.each([
    ['adding a passkey with no credential', (cookie: string) => post(routes.register, {}, { cookie }), problem(400, SEND_CREDENTIAL, { errors: { credential: SEND_CREDENTIAL } })],
    ['adding a passkey with a body that is not JSON', (cookie: string) => post(routes.register, '{', { cookie }), problem(400, expect.any(String), { errors: { form: expect.any(String) } })],
    ['removing a passkey with no id', (cookie: string) => post(routes.remove, { id: '' }, { cookie }), problem(400, 'Send {"id": "..."}.', { errors: { id: 'Send {"id": "..."}.' } })],
    ['removing a passkey with an oversized body', (cookie: string) => post(routes.remove, { id: 'x'.repeat(3000) }, { cookie }), problem(413, 'Request body is larger than 2048 bytes.')],
  ] as const)('signed in, a bad body: %s is a problem', async (_case, send, refused) => {
    const { cookie } = await signedInCookie(`bad-body-${++address}@example.com`);
    expect(await readAnswer(await send(cookie))).toEqual(refused);
  });
});
