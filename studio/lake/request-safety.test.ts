// Request safety (README.md "Who may use it, and how much"). Bodies of up to 16 MB used to be read
// from anyone before any check, bad percent-encoding in a URL was a 500 on 16 routes, and TRACE was
// a 500. Now: a body over the caller's limit is a 413 before it is read, a malformed URL is a 400,
// an unknown method a 405, and no request is a 500 at the decoding level.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';

let dir: string;
let lake: Lake;
let ca: string;
let session: http2.ClientHttp2Session;
const logLines: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-requests-'));
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'static'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Studio</title>');
  lake = await startLake({ dataDir: path.join(dir, 'lake'), port: 0, log: (line) => logLines.push(line), studio: { distDir: dist, runtime: {} } });
  ca = await readFile(lake.caCertPath, 'utf8');
  session = http2.connect(lake.url, { ca });
});

afterAll(async () => {
  session?.close();
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** One HTTP/2 request with an exact :path (fetch would normalise it). */
function h2(method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': pathname, ...headers }, { endStream: body === undefined });
    let answer: Answer = { status: 0, headers: {}, body: '' };
    stream.on('response', (received) => (answer = { status: Number(received[':status']), headers: received, body: '' }));
    stream.on('data', (chunk: Buffer) => (answer.body += chunk.toString()));
    stream.on('end', () => resolve(answer));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

/** One HTTP/1.1 request; `write` is called with the request to send (part of) a body. */
function h1(method: string, pathname: string, headers: Record<string, string | number> = {}, write?: (req: import('node:http').ClientRequest) => void): Promise<Answer & { closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = https.request({ host: '127.0.0.1', servername: 'localhost', port: lake.port, method, path: pathname, ca, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, closed }));
    });
    const closed = new Promise<void>((done) => req.on('close', () => done()));
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    if (write) write(req);
    else req.end();
  });
}

const v = '/v2025-02-19';

describe('malformed URLs are a 400, never a 500 (lake README "Who may use it, and how much")', () => {
  it.each([
    '/%c0%af',
    '/%ZZ',
    '/studio/%ZZ',
    '/studio/%c0%af',
    '/static/%ZZ',
    '/images/local/production/%ZZ',
    `${v}/%E0%A4%A`,
    `${v}/data/query/production?query=%ZZ`,
    `${v}/data/query/production?query=1&%24a=%c0%af`,
    `${v}/data/query/production?%ZZ=1`,
    `${v}/data/doc/production/%c0%af`,
    `${v}/data/listen/production?query=%ZZ`,
    `${v}/data/live/events/production?tag=%ZZ`,
    `${v}/data/history/production/documents/%ZZ`,
    `${v}/data/mutate/production?%c0%af`,
    `${v}/users/me/keyvalue/%ZZ`,
    `${v}/projects/local/datasets/%c0%af/acl`,
  ])('GET %s', async (pathname) => {
    const res = await h2('GET', pathname);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 400, message: expect.stringContaining('percent-encoding') });
  });
});

describe('unknown methods are a 405 (lake README "Who may use it, and how much")', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACE', `${v}/data/query/production?query=1`],
    ['TRACE', '/studio/'],
    ['PURGE', `${v}/ping`],
    ['PROPFIND', `${v}/data/doc/production/x`],
    ['MKCOL', '/images/local/production/x.png'],
  ])('%s %s over HTTP/1.1', async (method, pathname) => {
    const res = await h1(method, pathname);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 405 });
  });

  // Over HTTP/1.1, Node's parser answers methods it does not know (TRACK, BREW) with a 400 itself.
  it.each(['TRACE', 'TRACK', 'BREW', 'M-SEARCH'])('%s over HTTP/2', async (method) => {
    expect((await h2(method, `${v}/data/query/production?query=1`)).status).toBe(405);
  });

  it('no request at the decoding level is a 500', async () => {
    const paths = ['/', '/%', '/%2', '/%%30', '/%ff', `${v}/data/doc/production/%`, `${v}/data/query/production?query=%`, '//evil.example/x', '/studio/..%2F..%2Ftoken', `${v}/data/doc/production/a%00b`];
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']) {
      for (const pathname of paths) {
        const res = await h2(method, pathname);
        expect([method, pathname, res.status < 500]).toEqual([method, pathname, true]);
      }
    }
    expect(logLines.filter((line) => line.includes('failed'))).toEqual([]);
  });
});

describe('bodies over the limit are refused before they are read (lake README "Who may use it, and how much")', () => {
  it('a declared Content-Length over the anonymous limit is a 413 before the body is sent (HTTP/1.1)', async () => {
    const res = await h1('POST', `${v}/data/query/production`, { 'content-type': 'application/json', 'content-length': 16 * 1024 * 1024 }, (req) => req.write('{"query": "'));
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 413, message: expect.stringContaining('65536 bytes') });
    await res.closed; // the lake hung up rather than read the other 16 MB
  });

  it('a body without Content-Length is cut off at the anonymous limit (HTTP/2)', async () => {
    const stream = session.request({ ':method': 'POST', ':path': `${v}/data/query/production`, 'content-type': 'application/json' });
    let status = 0;
    let sent = 0;
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const pump = (): void => {
      while (!stream.destroyed && !stream.writableEnded && sent < 16 * 1024 * 1024) {
        sent += chunk.length;
        if (!stream.write(chunk)) return void stream.once('drain', pump);
      }
    };
    stream.on('error', () => undefined);
    pump();
    let answer = '';
    stream.on('data', (received: Buffer) => (answer += received.toString()));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(status).toBe(413);
    expect(JSON.parse(answer)).toMatchObject({ statusCode: 413 });
    // The lake reset the stream (RST_STREAM, NO_ERROR: "stop sending") rather than read on.
    await expect.poll(() => stream.closed).toBe(true);
    expect(sent).toBeLessThan(1024 * 1024);
    stream.destroy();
  });

  it('a write without a token is a 401 before its body is read', async () => {
    const res = await h1('POST', `${v}/data/mutate/production`, { 'content-type': 'application/json', 'content-length': 16 * 1024 * 1024 }, (req) => req.write('{"mutations": ['));
    expect(res.status).toBe(401);
    await res.closed;
  });

  it('with the token a large query body is still read', async () => {
    const body = JSON.stringify({ query: `count(*)${' '.repeat(200_000)}` });
    const res = await h2('POST', `${v}/data/query/production`, { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' }, body);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ result: 0 });
  });

  it('the lake keeps serving after all of the above', async () => {
    expect(JSON.parse((await h2('GET', `${v}/data/query/production?query=1%2B1`)).body)).toMatchObject({ result: 2 });
  });
});
