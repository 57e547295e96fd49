// Request/response plumbing shared by the routes. The server speaks HTTP/2 and (for Node's
// HTTP/1.1 clients) HTTP/1.1 through the same compatibility API, so handlers only see the small
// surface both `ServerResponse` and `Http2ServerResponse` have.
import type { IncomingHttpHeaders } from 'node:http';
import { badRequest, httpError, LakeError } from './errors';

export interface LakeRequest extends AsyncIterable<Buffer | string> {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  httpVersion: string;
}

export interface LakeResponse {
  headersSent: boolean;
  writableEnded: boolean;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  writeHead(status: number, headers?: Record<string, string | number>): unknown;
  write(chunk: string | Uint8Array): boolean;
  end(chunk?: string | Uint8Array): unknown;
  on(event: 'close' | 'error', listener: () => void): unknown;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The raw request body, refused with a 413 once it passes `limit` bytes. */
export async function readBody(req: LakeRequest, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw httpError(413, 'Request Entity Too Large', `Request bodies are limited to ${limit / 1024 / 1024} MB`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: LakeRequest): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8');
  if (text.trim() === '') throw badRequest('Request body is empty; expected JSON');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new LakeError(400, {
      error: { type: 'httpBadRequest', description: `Request body is not valid JSON: ${(error as Error).message}` },
    });
  }
}

export function sendJson(res: LakeResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * CORS for browsers on any origin, credentials included (the Studio and the web app run on other
 * ports and hosts). Returns true when the request was a preflight and has been answered.
 */
export function applyCors(req: LakeRequest, res: LakeResponse): boolean {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  const headers: Record<string, string | number> = {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      String(req.headers['access-control-request-headers'] ?? '') || 'authorization, content-type, last-event-id',
    'access-control-max-age': 600,
    'content-length': 0,
  };
  if (req.headers['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true';
  }
  res.writeHead(204, headers);
  res.end();
  return true;
}

export const isTrue = (value: string | null): boolean => value === 'true' || value === '1';
