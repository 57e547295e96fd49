/**
 * A kept page as bytes, for the copy shared through Redis (README "Page speed", "Pages answered
 * from the front door", "With Redis"): a 4-byte mark, the length of a JSON head, a digest of all
 * that follows, the head (the page's key, status, headers, ETag, tags, times, the bodies' lengths),
 * then the brotli and gzip bodies as they are. Binary, so the compressed bodies cost no base64.
 *
 * Whatever Redis hands back is input from outside: a value that is not exactly this (another
 * version, truncated, another page's under a colliding key, any byte changed) decodes to null
 * and is never served.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { KeptPage } from './page-cache.mts';

/** Changes when the layout does: an older instance's entries then read as foreign, not as garbage served. */
const MARK = Buffer.from('DKP1', 'latin1');
const DIGEST_BYTES = 16;
const PREFIX_BYTES = MARK.length + 4 + DIGEST_BYTES;

const headSchema = z.object({
  key: z.string(),
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  etag: z.string().regex(/^".+"$/),
  tags: z.array(z.string()),
  storedAt: z.number(),
  freshUntil: z.number(),
  staleUntil: z.number(),
  brBytes: z.number().int().nonnegative(),
  gzipBytes: z.number().int().nonnegative(),
});

/** A digest of the head and bodies: catches bytes changed in place, which lengths alone would not. */
const digestOf = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest().subarray(0, DIGEST_BYTES);
};

export function encodeKeptPage(key: string, page: KeptPage): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      key,
      status: page.status,
      headers: page.headers,
      etag: page.etag,
      tags: [...page.tags],
      storedAt: page.storedAt,
      freshUntil: page.freshUntil,
      staleUntil: page.staleUntil,
      brBytes: page.br.length,
      gzipBytes: page.gzip.length,
    } satisfies z.infer<typeof headSchema>),
    'utf8',
  );
  const prefix = Buffer.alloc(PREFIX_BYTES);
  MARK.copy(prefix, 0);
  prefix.writeUInt32BE(head.length, MARK.length);
  digestOf(head, page.br, page.gzip).copy(prefix, MARK.length + 4);
  return Buffer.concat([prefix, head, page.br, page.gzip]);
}

/** The page `bytes` hold for `key`, or null when they are anything else. */
export function decodeKeptPage(key: string, bytes: Buffer): KeptPage | null {
  if (bytes.length < PREFIX_BYTES || !bytes.subarray(0, MARK.length).equals(MARK)) return null;
  const headBytes = bytes.readUInt32BE(MARK.length);
  const bodiesAt = PREFIX_BYTES + headBytes;
  if (bodiesAt > bytes.length || !digestOf(bytes.subarray(PREFIX_BYTES)).equals(bytes.subarray(MARK.length + 4, PREFIX_BYTES))) return null;
  let head: z.infer<typeof headSchema>;
  try {
    const parsed = headSchema.safeParse(JSON.parse(bytes.subarray(PREFIX_BYTES, bodiesAt).toString('utf8')));
    if (!parsed.success) return null;
    head = parsed.data;
  } catch {
    return null;
  }
  if (head.key !== key || bodiesAt + head.brBytes + head.gzipBytes !== bytes.length) return null;
  // Copies, so a kept page does not hold the whole value (and its head) alive.
  const br = Buffer.from(bytes.subarray(bodiesAt, bodiesAt + head.brBytes));
  const gzip = Buffer.from(bytes.subarray(bodiesAt + head.brBytes));
  return { status: head.status, headers: head.headers, br, gzip, etag: head.etag, tags: head.tags, storedAt: head.storedAt, freshUntil: head.freshUntil, staleUntil: head.staleUntil };
}
