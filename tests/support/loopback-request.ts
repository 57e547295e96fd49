/**
 * Any request to a server on this machine with the Host header a browser would send (see
 * loopback.ts for why not fetch): a method, headers and a body (a buffer, or a stream generator
 * for bodies too big to hold), answered with the status, headers and body size.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

export interface LoopbackRequest {
  port: number;
  host: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | (() => AsyncGenerator<Buffer>);
  tls?: boolean;
  timeoutMs?: number;
}

export interface LoopbackResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: number;
  ms: number;
}

/** Keeps at most this much of an answer's text (the byte count is always whole). */
const KEEP_CHARS = 64 * 1024;

export function requestOverLoopback(options: LoopbackRequest): Promise<LoopbackResponse> {
  const client = options.tls ? https : http;
  const started = performance.now();
  return new Promise((resolve) => {
    const request = client.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { host: options.host, ...options.headers },
        rejectUnauthorized: false, // the lake's self-signed certificate; loopback only
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        let body = '';
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (body.length < KEEP_CHARS) body += chunk.toString('utf8');
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, bytes, ms: performance.now() - started }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, bytes, ms: performance.now() - started }));
      },
    );
    // A refused upload is often cut off by the server mid-send: that is an answer (status 0), not a crash.
    const failed = (error: Error) => resolve({ status: 0, headers: {}, body: error.message, bytes: 0, ms: performance.now() - started });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', failed);
    const { body } = options;
    if (typeof body === 'function') Readable.from(body()).on('error', failed).pipe(request);
    else request.end(body);
  });
}
