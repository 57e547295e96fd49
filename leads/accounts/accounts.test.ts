import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { storeEnquiry } from '../db/enquiries';
import { enquiriesFromAddress } from './enquiries';
import { shopperForSession, endSession } from './sessions';
import { deleteShopper, setShopperPhone } from './shoppers';
import { findOrder, startOrder } from '../orders/orders';
import { SIGN_IN_CODE_MAX_ATTEMPTS, issueSignInCode, verifySignInCode } from './sign-in';
import { listWatchlist, removeFromWatchlist, saveToWatchlist } from './watchlist';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('accounts');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const T0 = new Date('2026-11-24T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe('§6 sign-in by one-time code', () => {
  it('a right code signs in once, creates the account on first sign-in and opens a session on this site only', async () => {
    const { code } = await issueSignInCode(db(), 'riverside-kia', ' Ava@Example.com ', T0);
    expect(code).toMatch(/^\d{6}$/);
    const first = await verifySignInCode(db(), 'riverside-kia', 'ava@example.com', code, minutes(1));
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) throw new Error('not signed in');
    const shopper = await shopperForSession(db(), 'riverside-kia', first.session.token, minutes(2));
    expect(shopper).toMatchObject({ id: first.shopperId, email: 'ava@example.com', phone: null });
    // The same token on another site is nobody, and the code cannot be used again.
    expect(await shopperForSession(db(), 'southern-cross-motors', first.session.token, minutes(2))).toBeNull();
    expect(await verifySignInCode(db(), 'riverside-kia', 'ava@example.com', code, minutes(2))).toEqual({ ok: false, reason: 'no-code' });
    // Signing in again reaches the same account.
    const again = await issueSignInCode(db(), 'riverside-kia', 'ava@example.com', minutes(3));
    expect(await verifySignInCode(db(), 'riverside-kia', 'ava@example.com', again.code, minutes(4))).toMatchObject({ ok: true, created: false, shopperId: first.shopperId });
  });

  it('an account of one site is unknown to another: the same address there is a new account', async () => {
    const a = await issueSignInCode(db(), 'riverside-kia', 'ben@example.com', T0);
    const b = await issueSignInCode(db(), 'lone-star-jeep', 'ben@example.com', T0);
    expect(await verifySignInCode(db(), 'lone-star-jeep', 'ben@example.com', a.code === b.code ? 'x' : a.code, minutes(1))).toMatchObject({ ok: false });
    const there = await verifySignInCode(db(), 'lone-star-jeep', 'ben@example.com', b.code, minutes(1));
    const here = await verifySignInCode(db(), 'riverside-kia', 'ben@example.com', a.code, minutes(1));
    expect(there.ok && here.ok && there.shopperId !== here.shopperId).toBe(true);
  });

  it.each([
    ['expired after 10 minutes', 10, 'expired'],
    ['still good at 9 minutes', 9, 'ok'],
  ] as const)('a code is %s', async (_name, after, outcome) => {
    const email = `ttl-${after}@example.com`;
    const { code } = await issueSignInCode(db(), 'riverside-kia', email, T0);
    const result = await verifySignInCode(db(), 'riverside-kia', email, code, minutes(after));
    expect(result.ok ? 'ok' : result.reason).toBe(outcome);
  });

  it(`wrong codes count; the ${SIGN_IN_CODE_MAX_ATTEMPTS}th ends the code, even for the right one after it`, async () => {
    const { code } = await issueSignInCode(db(), 'riverside-kia', 'guess@example.com', T0);
    const wrong = code === '000000' ? '000001' : '000000';
    const reasons = [];
    for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) reasons.push(((await verifySignInCode(db(), 'riverside-kia', 'guess@example.com', wrong, minutes(1))) as { reason: string }).reason);
    expect(reasons).toEqual(['wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'too-many-attempts']);
    expect(await verifySignInCode(db(), 'riverside-kia', 'guess@example.com', code, minutes(1))).toEqual({ ok: false, reason: 'too-many-attempts' });
  });

  it('only the newest code counts, and an address never sent a code has none', async () => {
    const old = await issueSignInCode(db(), 'riverside-kia', 'two@example.com', T0);
    const fresh = await issueSignInCode(db(), 'riverside-kia', 'two@example.com', minutes(1));
    if (old.code !== fresh.code) expect(await verifySignInCode(db(), 'riverside-kia', 'two@example.com', old.code, minutes(2))).toMatchObject({ ok: false, reason: 'wrong-code' });
    expect(await verifySignInCode(db(), 'riverside-kia', 'two@example.com', fresh.code, minutes(2))).toMatchObject({ ok: true });
    expect(await verifySignInCode(db(), 'riverside-kia', 'nobody@example.com', '123456', T0)).toEqual({ ok: false, reason: 'no-code' });
  });

  it('a session ends when signed out or after 30 days', async () => {
    const { code } = await issueSignInCode(db(), 'riverside-kia', 'session@example.com', T0);
    const signedIn = await verifySignInCode(db(), 'riverside-kia', 'session@example.com', code, T0);
    if (!signedIn.ok) throw new Error('not signed in');
    expect(await shopperForSession(db(), 'riverside-kia', signedIn.session.token, new Date(T0.getTime() + 29 * 86_400_000))).not.toBeNull();
    expect(await shopperForSession(db(), 'riverside-kia', signedIn.session.token, new Date(T0.getTime() + 30 * 86_400_000))).toBeNull();
    await endSession(db(), signedIn.session.token);
    expect(await shopperForSession(db(), 'riverside-kia', signedIn.session.token, T0)).toBeNull();
    expect(await shopperForSession(db(), 'riverside-kia', 'x'.repeat(500), T0)).toBeNull();
  });
});

describe('watchlist and the account (§3 Watchlist entry, §4)', () => {
  it('saves once, removes, lists newest first; deleting the account removes its rows and sessions, not the dealer\'s leads', async () => {
    const { code } = await issueSignInCode(db(), 'riverside-kia', 'list@example.com', T0);
    const signedIn = await verifySignInCode(db(), 'riverside-kia', 'list@example.com', code, T0);
    if (!signedIn.ok) throw new Error('not signed in');
    const id = signedIn.shopperId;
    await setShopperPhone(db(), 'riverside-kia', id, '0412 345 678');
    expect((await shopperForSession(db(), 'riverside-kia', signedIn.session.token, T0))?.phone).toBe('0412 345 678');

    await saveToWatchlist(db(), 'riverside-kia', id, 'car-1');
    await saveToWatchlist(db(), 'riverside-kia', id, 'car-2');
    await saveToWatchlist(db(), 'riverside-kia', id, 'car-1');
    expect((await listWatchlist(db(), 'riverside-kia', id)).sort()).toEqual(['car-1', 'car-2']);
    await removeFromWatchlist(db(), 'riverside-kia', id, 'car-1');
    await removeFromWatchlist(db(), 'riverside-kia', id, 'car-9');
    expect(await listWatchlist(db(), 'riverside-kia', id)).toEqual(['car-2']);
    // Another site's view of this shopper's list is empty.
    expect(await listWatchlist(db(), 'southern-cross-motors', id)).toEqual([]);

    await storeEnquiry(db(), 'riverside-kia', 'key-list-1', { name: 'Lee', email: 'LIST@example.com', optIn: true, message: 'Hi' });
    await storeEnquiry(db(), 'southern-cross-motors', 'key-list-2', { name: 'Lee', email: 'list@example.com', optIn: true });
    expect((await enquiriesFromAddress(db(), 'riverside-kia', 'list@example.com')).map((e) => e.message)).toEqual(['Hi']);

    const order = await startOrder(db(), 'riverside-kia', 'car-3', id);

    expect(await deleteShopper(db(), 'southern-cross-motors', id)).toBe(false);
    expect(await deleteShopper(db(), 'riverside-kia', id)).toBe(true);
    // The order is the dealer's sales record: it stays, no longer tied to the deleted account.
    expect((await findOrder(db(), 'riverside-kia', order.id))?.shopperId).toBeNull();
    expect(await listWatchlist(db(), 'riverside-kia', id)).toEqual([]);
    expect(await shopperForSession(db(), 'riverside-kia', signedIn.session.token, T0)).toBeNull();
    expect(await enquiriesFromAddress(db(), 'riverside-kia', 'list@example.com')).toHaveLength(1);
  });
});
