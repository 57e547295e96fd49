import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Compares a presented secret with the real one in constant time. Both are hashed first, so the
 * comparison never throws (timingSafeEqual throws on buffers of different lengths, and a
 * same-length header with a multibyte character used to turn into a 500 that revealed the secret's
 * length: README "Holding under abuse") and takes the same time whatever was sent.
 */
export function secretEquals(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret)) && secret.length > 0;
}

/** The token of an `Authorization: Bearer …` header, or '' when there is none. */
export const bearerToken = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
