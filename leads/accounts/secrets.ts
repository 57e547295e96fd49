import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A six-digit one-time code, uniformly random (leading zeros kept). */
export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A session token: 32 random bytes, base64url (what the cookie holds). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a code or token: a leaked table signs nobody in. */
export function secretHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** The one form of an address an account is keyed by. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
