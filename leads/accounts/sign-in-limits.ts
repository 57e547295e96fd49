import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { rateLimits } from '../db/schema';
import { signInCodes } from './schema';

/*
 * Limits per email address on one site (README "Accounts, the watchlist, reservations and buying
 * online"), on top of the routes' limit per client IP address (`RATE_LIMITS.signIn`), which a
 * client with many IP addresses walks around. OWASP ASVS v4.0.3 2.2.1 asks for anti-automation against
 * brute force (no more than 100 failed attempts an hour on one account); ASVS v5.0 6.3.1 the same,
 * 6.6.3 rate limiting for an emailed code, 6.1.1 these numbers written down (the README).
 * NIST SP 800-63B §5.2.2 allows no more than 100 consecutive failed attempts on one account.
 * Our numbers are far below both.
 * Both are counted in the database, so every web instance shares them, and neither is switched off
 * by RATE_LIMITS=off: a shopper needs one or two codes, the e2e suite one per (fresh) address.
 */

/** Codes mailed to one address in any hour: a shopper needs one or two; the sixth is refused. */
export const SIGN_IN_CODES_PER_HOUR = 5;
export const SIGN_IN_CODE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Wrong codes for one address, across all its codes, in an hour (from its first wrong code). The
 * tenth locks verification for 15 minutes, a right code included; after the lock, each further
 * wrong code in the same hour locks again. With at most 5 codes an hour (5 tries each), a guesser
 * gets about 10 + 3 guesses an hour at a 1-in-a-million code.
 */
export const SIGN_IN_WRONG_CODES_PER_HOUR = 10;
export const SIGN_IN_WRONG_CODE_WINDOW_MS = 60 * 60 * 1000;
export const SIGN_IN_LOCKOUT_MS = 15 * 60 * 1000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Thrown by `issueSignInCode` when the address has had its codes for this hour. The same for an
 * address with or without an account: nothing about accounts is read to decide it.
 */
export class TooManySignInCodes extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-in codes for this address; try again in ${retryAfterSeconds} s.`);
    this.name = 'TooManySignInCodes';
  }
}

/**
 * Inside the transaction that inserts a code: waits for any other request for the same address
 * (an advisory lock held to the end of the transaction, on every instance), then counts the codes
 * of the last hour. The codes table is the count: every code mailed is a row with its time, so the
 * hour slides exactly, and the wait is until the oldest of them turns an hour old.
 */
export async function checkSignInCodeAllowance(tx: DatabaseExecutor, site: string, address: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in-code:${site}:${address}`}, 0))`);
  const recent = await tx
    .select({ createdAt: signInCodes.createdAt })
    .from(signInCodes)
    .where(and(eq(signInCodes.site, site), eq(signInCodes.email, address), gt(signInCodes.createdAt, new Date(now.getTime() - SIGN_IN_CODE_WINDOW_MS))))
    .orderBy(asc(signInCodes.createdAt));
  if (recent.length < SIGN_IN_CODES_PER_HOUR) return;
  // The one that must turn an hour old before fewer than the limit are left.
  const freeing = recent[recent.length - SIGN_IN_CODES_PER_HOUR]!.createdAt;
  throw new TooManySignInCodes(seconds(freeing.getTime() + SIGN_IN_CODE_WINDOW_MS - now.getTime()));
}

/*
 * Wrong codes are counted in `rate_limits`, the table rate-limiter-flexible's RateLimiterDrizzle
 * counts in (`leads/abuse/rate-limit.ts`), with the same upsert. It is written here rather than
 * through the library because the library reads the clock itself, and sign-in takes `now`.
 * Two rows per address: the wrong codes of the current hour, and the lock (its `expire` is when
 * the lock ends). The library's sweep (every 5 minutes, in a process with a database limiter)
 * deletes both once they are an hour past; until then each is a small row per address guessed at.
 */
const wrongCodesKey = (site: string, address: string) => `sign-in-wrong-codes:${site}:${address}`;
const lockKey = (site: string, address: string) => `sign-in-lock:${site}:${address}`;
const at = (date: Date) => sql.param(date, rateLimits.expire);

/** Seconds until the lock on the address ends, or null when it is not locked. */
export async function signInLockedFor(db: DatabaseExecutor, site: string, address: string, now: Date): Promise<number | null> {
  const [lock] = await db
    .select({ expire: rateLimits.expire })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, lockKey(site, address)), gt(rateLimits.expire, now)));
  return lock?.expire ? seconds(lock.expire.getTime() - now.getTime()) : null;
}

/**
 * Counts a code about to be compared (one upsert, so parallel tries each get their own number) and
 * answers whether it may be. From the limit on, a try must first take the lock (an upsert that only
 * succeeds when no lock is running): one try per lock, so parallel guesses cannot slip past it. A
 * wrong code then leaves the lock for its 15 minutes; a right one clears it (`clearWrongSignInCodes`).
 */
export async function countSignInTry(db: DatabaseExecutor, site: string, address: string, now: Date): Promise<{ allowed: true; locks: boolean } | { allowed: false; retryAfterSeconds: number }> {
  const expired = sql`${rateLimits.expire} <= ${at(now)}`;
  const windowEnd = new Date(now.getTime() + SIGN_IN_WRONG_CODE_WINDOW_MS);
  const [counted] = await db
    .insert(rateLimits)
    .values({ key: wrongCodesKey(site, address), points: 1, expire: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${expired} then 1 else ${rateLimits.points} + 1 end`,
        expire: sql`case when ${expired} then ${at(windowEnd)} else ${rateLimits.expire} end`,
      },
    })
    .returning({ points: rateLimits.points });
  if (counted!.points < SIGN_IN_WRONG_CODES_PER_HOUR) return { allowed: true, locks: false };
  const lockEnd = new Date(now.getTime() + SIGN_IN_LOCKOUT_MS);
  const [taken] = await db
    .insert(rateLimits)
    .values({ key: lockKey(site, address), points: 1, expire: lockEnd })
    .onConflictDoUpdate({ target: rateLimits.key, set: { points: 1, expire: lockEnd }, setWhere: sql`${rateLimits.expire} <= ${at(now)}` })
    .returning({ key: rateLimits.key });
  if (taken) return { allowed: true, locks: true };
  return { allowed: false, retryAfterSeconds: (await signInLockedFor(db, site, address, now)) ?? 1 };
}

/** A right code: the address starts again from no wrong codes (NIST counts consecutive failures). */
export async function clearWrongSignInCodes(db: DatabaseExecutor, site: string, address: string): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, [wrongCodesKey(site, address), lockKey(site, address)]));
}
