import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { shoppers, signInCodes } from './schema';
import { newSignInCode, normaliseEmail, secretHash } from './secrets';
import { createSession, type NewSession } from './sessions';
import { SIGN_IN_LOCKOUT_MS, checkSignInCodeAllowance, clearWrongSignInCodes, countSignInTry, signInLockedFor } from './sign-in-limits';

/** How long a code works, and how many wrong tries end it (then the shopper asks for a new one). */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

const codeHash = (site: string, email: string, code: string) => secretHash('sign-in-code', site, email, code);

/**
 * Issues a one-time code for (site, email) and stores its hash. Only the newest code of an address
 * counts, so asking again replaces the last one. The caller mails the code. At most
 * SIGN_IN_CODES_PER_HOUR codes an hour go to one address: past that it throws TooManySignInCodes
 * (with the wait), whether or not the address has an account.
 */
export async function issueSignInCode(db: DatabaseExecutor, site: string, email: string, now = new Date()): Promise<{ code: string; expiresAt: Date }> {
  const address = normaliseEmail(email);
  const code = newSignInCode();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await checkSignInCodeAllowance(tx, site, address, now);
    await tx.insert(signInCodes).values({ site, email: address, codeHash: codeHash(site, address, code), createdAt: now, expiresAt });
  });
  return { code, expiresAt };
}

export type SignInFailure = 'no-code' | 'expired' | 'wrong-code' | 'too-many-attempts';
export type SignInResult =
  | { ok: true; shopperId: string; created: boolean; session: NewSession }
  | { ok: false; reason: SignInFailure }
  /** Too many wrong codes for the address (SIGN_IN_WRONG_CODES_PER_HOUR): no code is checked until the lock ends. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Checks a code against the newest one issued to (site, email). A right code is consumed (an
 * UPDATE that only one request can win, so a replayed code fails), the account is created on first
 * sign-in, and a session is opened. Every try counts an attempt; after the fifth the code is dead.
 * Wrong codes also count for the address across its codes: the tenth in an hour locks it for 15
 * minutes (`sign-in-limits.ts`), in which even the right code is refused.
 */
export async function verifySignInCode(db: DatabaseExecutor, site: string, email: string, code: string, now = new Date()): Promise<SignInResult> {
  const address = normaliseEmail(email);
  const locked = await signInLockedFor(db, site, address, now);
  if (locked !== null) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.site, site), eq(signInCodes.email, address)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt) return { ok: false, reason: 'no-code' };
  if (latest.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  // Every try counts before the code is compared, in one conditional UPDATE: parallel guesses
  // cannot get past the limit between a read and a write.
  const [counted] = await db
    .update(signInCodes)
    .set({ attempts: sql`${signInCodes.attempts} + 1` })
    .where(and(eq(signInCodes.id, latest.id), lt(signInCodes.attempts, SIGN_IN_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: signInCodes.attempts });
  if (!counted) return { ok: false, reason: 'too-many-attempts' };
  // And for the address, across its codes: from the limit on, a try must take the lock first.
  const allowance = await countSignInTry(db, site, address, now);
  if (!allowance.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: allowance.retryAfterSeconds };
  if (latest.codeHash !== codeHash(site, address, code.trim())) {
    if (allowance.locks) return { ok: false, reason: 'locked', retryAfterSeconds: SIGN_IN_LOCKOUT_MS / 1000 };
    return { ok: false, reason: counted.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS ? 'too-many-attempts' : 'wrong-code' };
  }
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(signInCodes)
      .set({ consumedAt: now })
      .where(and(eq(signInCodes.id, latest.id), isNull(signInCodes.consumedAt), gt(signInCodes.expiresAt, now)))
      .returning({ id: signInCodes.id });
    if (consumed.length === 0) return { ok: false, reason: 'no-code' } as const;
    await clearWrongSignInCodes(tx, site, address);
    const inserted = await tx.insert(shoppers).values({ site, email: address }).onConflictDoNothing().returning({ id: shoppers.id });
    const shopperId = inserted[0]?.id ?? (await tx.select({ id: shoppers.id }).from(shoppers).where(and(eq(shoppers.site, site), eq(shoppers.email, address))))[0]!.id;
    const session = await createSession(tx, site, shopperId, now);
    return { ok: true, shopperId, created: inserted.length > 0, session } as const;
  });
}
