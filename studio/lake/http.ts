// Request/response plumbing shared by the routes. The server speaks HTTP/2 and (for Node's
// HTTP/1.1 clients) HTTP/1.1 through the same compatibility API, so handlers only see the small
// surface both `ServerResponse` and `Http2ServerResponse` have.
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerHttp2Stream } from 'node:http2';

export interface LakeRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  httpVersion: string;
  httpVersionMajor: number;
  /** HTTP/1.1 only. */
  socket?: unknown;
  /** HTTP/2 only. */
  stream?: ServerHttp2Stream;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  off(event: 'end', listener: () => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  pause(): unknown;
}

export interface LakeResponse {
  headersSent: boolean;
  writableEnded: boolean;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  writeHead(status: number, headers?: Record<string, string | number>): unknown;
  write(chunk: string | Uint8Array): boolean;
  end(chunk?: string | Uint8Array): unknown;
  on(event: 'close' | 'error' | 'finish', listener: () => void): unknown;
}

export function sendJson(res: LakeResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export const isTrue = (value: string | null): boolean => value === 'true' || value === '1';
