import { malformedTextReason } from '@dealer/stock';

/** `text` is the body exactly as sent (a signature covers those bytes, not a re-serialisation). */
export type JsonBody = { ok: true; value: unknown; text: string } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a JSON request body without ever holding more than `maxBytes` of it: a Content-Length over
 * the limit is refused before reading, and a body without one (chunked) is counted as it streams
 * and abandoned the moment it passes the limit (README "Holding under abuse": bodies used to be read whole,
 * 8 × 50 MB added ~450 MB to the process). Then it must be UTF-8, JSON and well-formed text.
 * `example` is the body's shape, for the message a client sees when it sends something else.
 */
export async function readJsonBody(request: Request, maxBytes: number, example: string): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, message: `Request body is larger than ${maxBytes} bytes.` } as const;
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge;
  }
  const bytes = await readAtMost(request, maxBytes);
  if (!bytes) return tooLarge;

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, message: 'Body must be UTF-8 text.' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: `Body must be JSON: ${example}.` };
  }
  const reason = malformedTextReason(value);
  return reason ? { ok: false, status: 400, message: reason } : { ok: true, value, text };
}

/** The whole body, or null as soon as it is longer than `maxBytes` (the rest is never read). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
