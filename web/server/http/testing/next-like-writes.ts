/**
 * Test support: an answer written to a response the ways Next 16 writes one, for the front door's
 * tests (response-stages.mts and its stages). Read from Next's own code: a rendered stream goes
 * through `pipeToNodeResponse` (next/dist/server/pipe-readable.js), a cached page or JSON through
 * `sendRenderResult` (next/dist/server/send-payload.js), a build file through `send`, which pipes a
 * file stream. If a Next upgrade writes another way, change these to match and see what breaks.
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export interface NextAnswer {
  status: number;
  headers: Record<string, string | number>;
}

/**
 * A rendered page streamed as Next pipes it: headers set one by one, `flushHeaders` before the
 * first chunk, `flush` (when the response has one) after each, a wait for 'drain' whenever `write`
 * says so, then `end`. `pause` ms between chunks, as a page's late parts come.
 */
export async function streamLikeNext(response: ServerResponse, { status, headers }: NextAnswer, chunks: readonly (string | Uint8Array)[], pause = 0): Promise<void> {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  let drained = Promise.withResolvers<void>();
  response.on('drain', () => drained.resolve());
  response.once('close', () => drained.resolve());
  const finished = new Promise<void>((resolve) => response.once('finish', () => resolve()));
  let started = false;
  for (const chunk of chunks) {
    if (!started) {
      started = true;
      response.flushHeaders();
    }
    const ok = response.write(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
    const flush = (response as ServerResponse & { flush?: unknown }).flush;
    if (typeof flush === 'function') flush.call(response);
    if (!ok) {
      await drained.promise;
      drained = Promise.withResolvers<void>();
    }
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  if (response.writableFinished) return;
  response.end();
  await finished;
}

/** A cached page or JSON as Next sends it whole: its headers and Content-Length, then `end(payload)` (`end(null)` to a HEAD). */
export function sendLikeNext(response: ServerResponse, { status, headers }: NextAnswer, payload: string, method = 'GET'): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Length', Buffer.byteLength(payload));
  if (method === 'HEAD') response.end(null);
  else response.end(payload);
}

/** A file as Next's `send` serves it: headers, then a readable piped into the response. */
export function pipeLikeNext(response: ServerResponse, { status, headers }: NextAnswer, chunks: readonly (string | Buffer)[]): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(response);
}
