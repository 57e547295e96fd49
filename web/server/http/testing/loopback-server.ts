/**
 * Test support for the front door's HTTP pieces: a handler served on a loopback port, and a client
 * that reads an answer's raw bytes (`fetch` would undo the brotli and gzip these tests check).
 * tests/support/loopback-request.ts keeps text and is outside the web package's graph.
 */
import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Serves `handler` on 127.0.0.1 at a free port until `close`. */
export async function serveOnLoopback(handler: RequestListener): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** One request, its answer's bytes exactly as sent; `localAddress` is the loopback address it comes from (127.0.0.2 …). */
export function getRaw(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', localAddress?: string): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}
