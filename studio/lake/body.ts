// Request bodies (README.md "Who may use it, and how much"): each caller has a limit (./limits). A
// declared Content-Length over it is refused before a byte is read, and a body without one is
// counted as it streams and refused the moment it passes. After such a refusal, or any other answer
// that leaves a body unread, the lake hangs up on the rest (HTTP/1.1: closes the connection;
// HTTP/2: resets the stream, which tells the client to stop sending) instead of reading it to throw
// it away.
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import { badRequest, httpError, LakeError } from './errors';
import type { LakeRequest, LakeResponse } from './http';

/** Requests whose whole body has been read. */
const readInFull = new WeakSet<LakeRequest>();

const tooLarge = (limit: number): LakeError => httpError(413, 'Request Entity Too Large', `Request bodies are limited to ${limit} bytes here`);

/** The raw request body, refused with a 413 once it passes `limit` bytes. */
export function readBody(req: LakeRequest, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanUp = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer | string): void => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanUp();
        req.pause(); // read no further; the answer hangs up on the rest
        reject(tooLarge(limit));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = (): void => {
      cleanUp();
      readInFull.add(req);
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      cleanUp();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export async function readJsonBody(req: LakeRequest, limit: number): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8');
  if (text.trim() === '') throw badRequest('Request body is empty; expected JSON');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new LakeError(400, {
      error: { type: 'httpBadRequest', description: `Request body is not valid JSON: ${(error as Error).message}` },
    });
  }
}

/** Whether the request came with a body that has not been read (all of it). */
export function hasUnreadBody(req: LakeRequest): boolean {
  if (readInFull.has(req)) return false;
  if (req.httpVersionMajor === 2) return req.stream?.endAfterHeaders === false;
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Call before answering a request whose body stays unread: HTTP/1.1 gets `Connection: close`, and
 * once the answer is out the connection (HTTP/2: just this stream) is closed.
 */
export function hangUpAfterAnswer(req: LakeRequest, res: LakeResponse): void {
  const stream = req.stream;
  if (stream) {
    // The stream's own 'finish' (the response's comes only once the stream has closed).
    stream.once('finish', () => stream.close(http2.constants.NGHTTP2_NO_ERROR));
    return;
  }
  res.setHeader('connection', 'close');
  res.on('finish', () => (req.socket as Socket | undefined)?.destroySoon());
}
