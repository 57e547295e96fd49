import { and, eq, gt } from 'drizzle-orm';
import type { DatabaseExecutor } from '@dealer/db';
import { shoppers, shopperSessions } from './schema';
import { newSessionToken, secretHash } from './secrets';

/** A session lasts 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface NewSession {
  /** For the cookie only; the database keeps its hash. */
  token: string;
  expiresAt: Date;
}

export interface Shopper {
  id: string;
  site: string;
  email: string;
  phone: string | null;
  createdAt: Date;
}

const tokenHash = (token: string) => secretHash('session', token);

export async function createSession(db: DatabaseExecutor, site: string, shopperId: string, now = new Date()): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(shopperSessions).values({ tokenHash: tokenHash(token), shopperId, site, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The shopper a session token belongs to on this site; null for an unknown, expired or other site's token. */
export async function shopperForSession(db: DatabaseExecutor, site: string, token: string | undefined | null, now = new Date()): Promise<Shopper | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: shoppers.id, site: shoppers.site, email: shoppers.email, phone: shoppers.phone, createdAt: shoppers.createdAt })
    .from(shopperSessions)
    .innerJoin(shoppers, eq(shoppers.id, shopperSessions.shopperId))
    .where(and(eq(shopperSessions.tokenHash, tokenHash(token)), eq(shopperSessions.site, site), eq(shoppers.site, site), gt(shopperSessions.expiresAt, now)));
  return row ?? null;
}

export async function endSession(db: DatabaseExecutor, token: string): Promise<void> {
  await db.delete(shopperSessions).where(eq(shopperSessions.tokenHash, tokenHash(token)));
}
