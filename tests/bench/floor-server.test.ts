import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFile, createFloorServer, type StoredAnswer } from './floor-server';

const page = zlib.brotliCompressSync(Buffer.from(`<!DOCTYPE html><html><body>${'<p>Service</p>'.repeat(500)}</body></html>`));
const json = Buffer.from('{"results":[]}');
const answers: StoredAnswer[] = [
  {
    method: 'GET',
    path: '/service',
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 's-maxage=60', 'transfer-encoding': 'chunked', connection: 'keep-alive' },
    body: page,
  },
  { method: 'POST', path: '/api/search', status: 200, headers: { 'content-type': 'application/json' }, body: json },
  { method: 'GET', path: '/gone', status: 410, headers: { 'content-type': 'text/plain' }, body: Buffer.from('gone') },
];

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function ask(port: number, method: string, path: string, body?: string): Promise<Raw> {
  return new Promise((done, fail) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(body);
  });
}

describe('the bare Node floor answers the stack\'s stored bytes (README "Page speed")', () => {
  const server = createFloorServer(answers);
  let port = 0;
  beforeAll(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', () => { port = (server.address() as AddressInfo).port; done(); })));
  afterAll(() => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }));

  it.each([
    { method: 'GET', path: '/service' },
    { method: 'POST', path: '/api/search' },
    { method: 'GET', path: '/gone' },
  ])('$method $path: the same status, headers and body bytes', async ({ method, path }) => {
    const stored = answers.find((answer) => answer.method === method && answer.path === path)!;
    const answer = await ask(port, method, path, method === 'POST' ? '{"requests":[]}' : undefined);
    expect(answer.status).toBe(stored.status);
    expect(answer.body.equals(stored.body)).toBe(true);
    for (const [name, value] of Object.entries(stored.headers)) {
      if (name === 'transfer-encoding' || name === 'connection') continue;
      expect(answer.headers[name]).toBe(value);
    }
  });

  it('frames the stored body with its length, not as the stack\'s chunks', async () => {
    const answer = await ask(port, 'GET', '/service');
    expect(answer.headers['content-length']).toBe(String(page.length));
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(answer.body).toString()).toContain('<p>Service</p>');
  });

  it.each([
    { method: 'GET', path: '/other' },
    { method: 'POST', path: '/service' },
  ])('answers 404 for an address it holds nothing for ($method $path)', async ({ method, path }) => {
    expect((await ask(port, method, path)).status).toBe(404);
  });
});

describe('the floor as its own process', () => {
  const folder = mkdtempSync(join(tmpdir(), 'floor-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads its answers from a file, says its port, and answers the stored bytes', async () => {
    const file = join(folder, 'answers.json');
    writeFileSync(file, JSON.stringify(answerFile(answers)));
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'floor-server.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<number>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const match = /listening (\d+)/.exec(String(chunk));
          if (match) done(Number(match[1]));
        });
        child.once('exit', (code) => fail(new Error(`floor exited (${code})`)));
      });
      const answer = await ask(port, 'GET', '/service');
      expect(answer.status).toBe(200);
      expect(answer.body.equals(page)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
