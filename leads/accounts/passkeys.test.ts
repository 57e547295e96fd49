import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { PASSKEY_CHALLENGE_TTL_MS, addPasskey, listPasskeys, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey, type RelyingParty } from './passkeys';
import { shopperForSession } from './sessions';
import { deleteShopper } from './shoppers';
import { issueSignInCode, verifySignInCode } from './sign-in';
import { createSoftAuthenticator } from './testing/soft-authenticator';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('passkeys');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const T0 = new Date('2026-11-24T10:00:00Z');
const KIA = 'riverside-kia';
const kia: RelyingParty = { id: 'riverside-kia.localhost', name: 'Riverside Kia', origin: 'http://riverside-kia.localhost:3100' };
const scm: RelyingParty = { id: 'southern-cross-motors.localhost', name: 'Southern Cross Motors', origin: 'http://southern-cross-motors.localhost:3100' };

async function shopper(site: string, email: string) {
  const result = await verifySignInCode(db(), site, email, (await issueSignInCode(db(), site, email, T0)).code, T0);
  if (!result.ok) throw new Error(result.reason);
  return { id: result.shopperId, email };
}

/** A shopper with a passkey on riverside-kia, made on a fresh software authenticator. */
async function withPasskey(email: string) {
  const owner = await shopper(KIA, email);
  const device = createSoftAuthenticator();
  const added = await addPasskey(db(), KIA, owner.id, device.register(await passkeyRegistrationOptions(db(), KIA, owner, kia, T0), kia.origin), kia, T0);
  if (!added.ok) throw new Error(added.reason);
  return { owner, device, passkey: added.passkey };
}

describe('passkeys (WebAuthn through @simplewebauthn/server)', () => {
  it('a signed-in shopper adds a passkey; later it signs them in with a new session and moves its counter on', async () => {
    const { owner, device, passkey } = await withPasskey('ava@example.com');
    expect(passkey).toMatchObject({ shopperId: owner.id, site: KIA, counter: 0, deviceType: 'singleDevice', backedUp: false });
    expect((await listPasskeys(db(), KIA, owner.id)).map((row) => row.id)).toEqual([passkey.id]);

    const later = new Date(T0.getTime() + 60_000);
    const signedIn = await signInWithPasskey(db(), KIA, device.authenticate(await passkeySignInOptions(db(), KIA, kia, later), kia.origin), kia, later);
    if (!signedIn.ok) throw new Error(signedIn.reason);
    expect(signedIn.shopperId).toBe(owner.id);
    expect((await shopperForSession(db(), KIA, signedIn.session.token, later))?.email).toBe('ava@example.com');
    expect((await listPasskeys(db(), KIA, owner.id))[0]).toMatchObject({ counter: 1, lastUsedAt: later });
  });

  it('each challenge answers once, within 5 minutes', async () => {
    const { device } = await withPasskey('once@example.com');
    const options = await passkeySignInOptions(db(), KIA, kia, T0);
    const answer = device.authenticate(options, kia.origin);
    expect((await signInWithPasskey(db(), KIA, answer, kia, T0)).ok).toBe(true);
    expect(await signInWithPasskey(db(), KIA, answer, kia, T0)).toEqual({ ok: false, reason: 'challenge-expired' });

    const late = await passkeySignInOptions(db(), KIA, kia, T0);
    const after = new Date(T0.getTime() + PASSKEY_CHALLENGE_TTL_MS);
    expect(await signInWithPasskey(db(), KIA, device.authenticate(late, kia.origin), kia, after)).toEqual({ ok: false, reason: 'challenge-expired' });
  });

  it('sign-in refuses an answer given on another origin, and one whose signature is not the passkey\'s', async () => {
    const { device } = await withPasskey('refused@example.com');
    const elsewhere = device.authenticate(await passkeySignInOptions(db(), KIA, kia, T0), 'http://evil.example');
    expect(await signInWithPasskey(db(), KIA, elsewhere, kia, T0)).toEqual({ ok: false, reason: 'not-verified' });
    const honest = device.authenticate(await passkeySignInOptions(db(), KIA, kia, T0), kia.origin);
    const forged = { ...honest, response: { ...honest.response, signature: 'MEUCIQ' } };
    expect(await signInWithPasskey(db(), KIA, forged, kia, T0)).toEqual({ ok: false, reason: 'not-verified' });
  });

  it("a passkey of one site is unknown to every other site, as its account is", async () => {
    const { device } = await withPasskey('elsewhere@example.com');
    const options = await passkeySignInOptions(db(), 'southern-cross-motors', scm, T0);
    // The device answers for riverside-kia's relying party; southern-cross-motors has no such passkey.
    const answer = device.authenticate({ ...options, rpId: kia.id }, scm.origin);
    expect(await signInWithPasskey(db(), 'southern-cross-motors', answer, scm, T0)).toEqual({ ok: false, reason: 'unknown-passkey' });
  });

  it("a registration answered for another shopper's challenge is refused and leaves the challenge to its shopper", async () => {
    const ava = await shopper(KIA, 'reg-ava@example.com');
    const ben = await shopper(KIA, 'reg-ben@example.com');
    const device = createSoftAuthenticator();
    const answer = device.register(await passkeyRegistrationOptions(db(), KIA, ava, kia, T0), kia.origin);
    expect(await addPasskey(db(), KIA, ben.id, answer, kia, T0)).toEqual({ ok: false, reason: 'challenge-expired' });
    expect(await listPasskeys(db(), KIA, ben.id)).toEqual([]);
    // Ben's try took nothing: Ava's answer to her own challenge still adds her passkey, once.
    const added = await addPasskey(db(), KIA, ava.id, answer, kia, T0);
    expect(added).toMatchObject({ ok: true, passkey: { shopperId: ava.id } });
    expect(await addPasskey(db(), KIA, ava.id, answer, kia, T0)).toEqual({ ok: false, reason: 'challenge-expired' });
  });

  it("a sign-in answered over a registration's challenge takes nothing either", async () => {
    const { owner, device } = await withPasskey('reg-cara@example.com');
    const second = createSoftAuthenticator();
    const options = await passkeyRegistrationOptions(db(), KIA, owner, kia, T0);
    // The first device signs over the registration's challenge, as if it were a sign-in's.
    const signIn = device.authenticate({ challenge: options.challenge, rpId: kia.id, userVerification: 'required' }, kia.origin);
    expect(await signInWithPasskey(db(), KIA, signIn, kia, T0)).toEqual({ ok: false, reason: 'challenge-expired' });
    expect(await addPasskey(db(), KIA, owner.id, second.register(options, kia.origin), kia, T0)).toMatchObject({ ok: true });
  });

  it('removing a passkey: only the owner\'s, and deleting the account removes them all', async () => {
    const { owner, device, passkey } = await withPasskey('remove@example.com');
    const other = await shopper(KIA, 'not-owner@example.com');
    expect(await removePasskey(db(), KIA, other.id, passkey.id)).toBe(false);
    expect(await removePasskey(db(), KIA, owner.id, passkey.id)).toBe(true);
    expect(await signInWithPasskey(db(), KIA, device.authenticate(await passkeySignInOptions(db(), KIA, kia, T0), kia.origin), kia, T0)).toEqual({ ok: false, reason: 'unknown-passkey' });

    const second = await withPasskey('deleted@example.com');
    await deleteShopper(db(), KIA, second.owner.id);
    expect(await listPasskeys(db(), KIA, second.owner.id)).toEqual([]);
  });
});
