import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import { signInCodes } from './schema';
import { SIGN_IN_CODE_MAX_ATTEMPTS, issueSignInCode, verifySignInCode, type SignInResult } from './sign-in';
import { SIGN_IN_CODES_PER_HOUR, SIGN_IN_LOCKOUT_MS, SIGN_IN_WRONG_CODES_PER_HOUR, TooManySignInCodes } from './sign-in-limits';

/**
 * The limits per address (README "Accounts, the watchlist, reservations and buying online"): codes
 * mailed per hour, and wrong codes per hour across codes with a 15-minute lock. Each is run for an
 * address with an account and one without, which must be answered alike.
 */
let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('sign_in_limits');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const KIA = 'riverside-kia';
const T0 = new Date('2026-11-24T10:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** Makes `email` an account two hours before T0 (outside every window the tests look at). */
async function makeAccount(email: string) {
  const before = minutes(-120);
  const signedIn = await verifySignInCode(db(), KIA, email, (await issueSignInCode(db(), KIA, email, before)).code, before);
  if (!signedIn.ok || !signedIn.created) throw new Error('no account made');
}

/** What asking for a code at `at` came to: 'sent', or the refusal's wait in seconds. */
async function askForCode(email: string, at: Date, site = KIA): Promise<'sent' | { refusedForSeconds: number }> {
  try {
    await issueSignInCode(db(), site, email, at);
    return 'sent';
  } catch (error) {
    if (error instanceof TooManySignInCodes) return { refusedForSeconds: error.retryAfterSeconds };
    throw error;
  }
}

const outcome = (result: SignInResult) => (result.ok ? 'signed in' : result.reason === 'locked' ? `locked ${result.retryAfterSeconds} s` : result.reason);
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

/** How many codes of the address were actually compared (each comparison counts on its code). */
async function comparedCodes(email: string): Promise<number> {
  const [row] = await db().select({ total: sum(signInCodes.attempts) }).from(signInCodes).where(and(eq(signInCodes.site, KIA), eq(signInCodes.email, email)));
  return Number(row?.total ?? 0);
}

const ADDRESSES = [
  ['an address with an account', true],
  ['an address without one', false],
] as const;

describe(`at most ${SIGN_IN_CODES_PER_HOUR} codes an hour per address and site (OWASP ASVS 2.2.1, v5.0 6.6.3)`, () => {
  it('the limits are the README\'s', () => {
    expect([SIGN_IN_CODES_PER_HOUR, SIGN_IN_WRONG_CODES_PER_HOUR, SIGN_IN_LOCKOUT_MS / 60_000, SIGN_IN_CODE_MAX_ATTEMPTS]).toEqual([5, 10, 15, 5]);
  });

  const seen = new Map<boolean, unknown>();
  it.each(ADDRESSES)('%s: the sixth code in an hour is refused until the first is an hour old', async (_name, known) => {
    const email = `codes-${known ? 'known' : 'unknown'}@example.com`;
    if (known) await makeAccount(email);
    // Eight asks, as the probe sent, spelt in different cases: one address.
    const asks = [0, 1, 2, 3, 4, 5, 20, 59.5];
    const answers = [];
    for (const [i, at] of asks.entries()) answers.push(await askForCode(i % 2 ? email.toUpperCase() : ` ${email}`, minutes(at)));
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', { refusedForSeconds: 55 * 60 }, { refusedForSeconds: 40 * 60 }, { refusedForSeconds: 30 }]);
    // The hour slides: one more once the first code is an hour old, then the next waits for the second.
    expect(await askForCode(email, minutes(60))).toBe('sent');
    expect(await askForCode(email, minutes(60.5))).toEqual({ refusedForSeconds: 30 });
    // Another site's account of the same address is another account, with its own codes.
    expect(await askForCode(email, minutes(60.5), 'southern-cross-motors')).toBe('sent');
    seen.set(known, answers);
    if (seen.size === 2) expect(seen.get(true)).toEqual(seen.get(false));
  });

  it('asks at once (on PostgreSQL, really at once) are counted one after another: eight each for ten addresses, five sent each', async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `at-once-${i}@example.com`);
    const answers = await Promise.all(addresses.flatMap((email) => Array.from({ length: 8 }, async () => [email, await askForCode(email, T0)] as const)));
    for (const email of addresses) {
      const mine = answers.filter(([to]) => to === email).map(([, answer]) => answer);
      expect(mine.filter((answer) => answer === 'sent'), email).toHaveLength(SIGN_IN_CODES_PER_HOUR);
      expect(mine.filter((answer) => answer !== 'sent'), email).toEqual(Array(3).fill({ refusedForSeconds: 3600 }));
    }
  });
});

describe(`at most ${SIGN_IN_WRONG_CODES_PER_HOUR} wrong codes an hour per address, across its codes (NIST SP 800-63B §5.2.2)`, () => {
  /**
   * The probe: 16 wrong codes for one address, asking for a new code whenever the last is used up
   * (every 5 tries), one guess a minute. Before, all 16 were compared.
   */
  async function grind(email: string) {
    let code = '';
    const outcomes = [];
    for (let i = 0; i < 16; i++) {
      if (i % SIGN_IN_CODE_MAX_ATTEMPTS === 0) code = (await issueSignInCode(db(), KIA, email, minutes(i))).code;
      outcomes.push(outcome(await verifySignInCode(db(), KIA, email, wrongFor(code), minutes(i))));
    }
    return { outcomes, code };
  }

  const wrong = Array(4).fill('wrong-code');
  // The tenth wrong code, at minute 9, starts the 15-minute lock: it ends at minute 24.
  const lockedAt = (minute: number) => `locked ${(24 - minute) * 60} s`;
  const expected = [...wrong, 'too-many-attempts', ...wrong, lockedAt(9), ...[10, 11, 12, 13, 14, 15].map(lockedAt)];

  const seen = new Map<boolean, unknown>();
  it.each(ADDRESSES)('%s: from the 11th on nothing is compared, the right code included, until 15 minutes have passed', async (_name, known) => {
    const email = `grind-${known ? 'known' : 'unknown'}@example.com`;
    if (known) await makeAccount(email);
    const { outcomes, code } = await grind(email);
    expect(outcomes).toEqual(expected);
    expect(await comparedCodes(email)).toBe(SIGN_IN_WRONG_CODES_PER_HOUR + (known ? 1 : 0));
    // The right code (of the newest code, still within its 10 minutes) is refused in the lock...
    expect(outcome(await verifySignInCode(db(), KIA, email, code, minutes(16)))).toBe(lockedAt(16));
    expect(outcome(await verifySignInCode(db(), KIA, email, code, minutes(23.99)))).toBe('locked 1 s');
    // ...and signs in once the 15 minutes are over.
    const after = await verifySignInCode(db(), KIA, email, code, minutes(24));
    expect(outcome(after)).toBe('signed in');
    expect(after.ok && after.created).toBe(!known);
    seen.set(known, outcomes);
    if (seen.size === 2) expect(seen.get(true)).toEqual(seen.get(false));
  });

  it.each([
    ['a wrong code after the lock, in the same hour, locks again', true, ['locked 900 s', 'locked 900 s']],
    ['a right code after the lock signs in and starts the count again', false, ['signed in', 'wrong-code']],
  ] as const)('%s', async (_name, wrongFirst, after) => {
    const email = `after-lock-${wrongFirst}@example.com`;
    // The newest code of the grind (minute 15) still works at minute 24; the lock has just ended.
    const { code } = await grind(email);
    const answers = [outcome(await verifySignInCode(db(), KIA, email, wrongFirst ? wrongFor(code) : code, minutes(24)))];
    if (wrongFirst) answers.push(outcome(await verifySignInCode(db(), KIA, email, code, minutes(24))));
    else answers.push(outcome(await verifySignInCode(db(), KIA, email, wrongFor((await issueSignInCode(db(), KIA, email, minutes(25))).code), minutes(25))));
    expect(answers).toEqual(after);
  });

  it('parallel guesses at the limit: one takes the lock and is compared, the others are refused', async () => {
    const email = 'parallel@example.com';
    for (let i = 0; i < 9; i++) {
      if (i % SIGN_IN_CODE_MAX_ATTEMPTS === 0) await issueSignInCode(db(), KIA, email, minutes(i));
      await verifySignInCode(db(), KIA, email, 'x', minutes(i));
    }
    const { code } = await issueSignInCode(db(), KIA, email, minutes(9));
    const outcomes = await Promise.all(Array.from({ length: SIGN_IN_CODE_MAX_ATTEMPTS }, () => verifySignInCode(db(), KIA, email, wrongFor(code), minutes(9))));
    // None is answered 'wrong-code': a guess past the tenth is compared only by the one holding the lock.
    expect(outcomes.map(outcome)).toEqual(Array(SIGN_IN_CODE_MAX_ATTEMPTS).fill('locked 900 s'));
  });

  it('the wrong codes of one address lock neither another address nor the same address on another site', async () => {
    await grind('locked@example.com');
    const here = await issueSignInCode(db(), KIA, 'free@example.com', minutes(16));
    expect(outcome(await verifySignInCode(db(), KIA, 'free@example.com', here.code, minutes(16)))).toBe('signed in');
    const there = await issueSignInCode(db(), 'southern-cross-motors', 'locked@example.com', minutes(16));
    expect(outcome(await verifySignInCode(db(), 'southern-cross-motors', 'locked@example.com', there.code, minutes(16)))).toBe('signed in');
  });
});
