import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteResponse, type ResponseStage } from './response-stages.mts';
import { getRaw, serveOnLoopback } from './testing/loopback-server';
import { pipeLikeNext, sendLikeNext, streamLikeNext } from './testing/next-like-writes';

/** A stage that records what reaches it and upper-cases the body: the common shape at its smallest. */
function recordingStage(calls: string[]): ResponseStage {
  return (_request, response, downstream) => ({
    writeHead: () => {
      calls.push(`writeHead ${response.statusCode} ${String(response.getHeader('content-type'))}`);
      downstream.writeHead();
    },
    flushHeaders: () => {
      calls.push('flushHeaders');
      downstream.flushHeaders();
    },
    write: (chunk) => {
      calls.push(`write ${chunk.toString()}`);
      return downstream.write(Buffer.from(chunk.toString().toUpperCase()));
    },
    end: (chunk) => {
      calls.push(`end ${chunk?.toString() ?? ''}`);
      downstream.end(chunk && Buffer.from(chunk.toString().toUpperCase()));
    },
    flush: () => {
      calls.push('flush');
      downstream.flush();
    },
  });
}

/**
 * rewriteResponse is where the front door meets Next's writes (README "Page speed"): each of Node's
 * ways to write a response arrives at the stages as the same few calls, in order.
 */
describe('rewriteResponse: Next’s writes reach the stages as head, then bytes', () => {
  const calls = new Map<string, string[]>();
  const ends: string[] = [];
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  const writers: Record<string, (response: ServerResponse) => unknown> = {
    // Next's rendered pages, RSC payloads and streamed route answers.
    '/streamed': (response) => streamLikeNext(response, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }, ['<p>one</p>', '<p>two</p>']),
    // A cached page or JSON, whole.
    '/whole': (response) => sendLikeNext(response, { status: 200, headers: { 'content-type': 'application/json' } }, '{"cars":[]}'),
    // A build file through `send`.
    '/piped': (response) => pipeLikeNext(response, { status: 200, headers: { 'content-type': 'text/css' } }, ['a{}', 'b{}']),
    // writeHead's forms: a reason phrase and an object, Node's raw list, pairs; chained end.
    '/write-head': (response) => response.writeHead(201, 'Made', { 'content-type': 'text/plain', 'x-made': 'yes' }).end('made'),
    '/raw-list': (response) => response.writeHead(200, ['content-type', 'text/plain', 'x-one', 'a', 'x-one', 'b']).end('list'),
    '/pairs': (response) => response.writeHead(200, [['content-type', 'text/plain'], ['x-pair', 'p']] as unknown as string[]).end('pairs'),
    // Strings in another encoding, bytes, callbacks; a second end and a write after it change nothing.
    '/encodings': (response) => {
      response.setHeader('content-type', 'text/plain');
      response.write('6361', 'hex', () => ends.push('write callback'));
      response.write(new Uint8Array([0x72]));
      response.end('s', 'latin1', () => ends.push('end callback'));
      response.end('ignored');
      ends.push(`write after end: ${String(response.write('ignored'))}`);
    },
  };

  beforeAll(async () => {
    server = await serveOnLoopback((request, response) => {
      const seen: string[] = [];
      calls.set(request.url!, seen);
      rewriteResponse(request, response, [recordingStage(seen)]);
      void writers[request.url!]!(response);
    });
  });
  afterAll(() => server.close());

  it('a streamed page: the head flushed before the first chunk, each chunk flushed after it', async () => {
    const answer = await getRaw(server.port, '/streamed');
    expect(answer.body.toString()).toBe('<P>ONE</P><P>TWO</P>');
    expect(calls.get('/streamed')).toEqual(['flushHeaders', 'write <p>one</p>', 'flush', 'write <p>two</p>', 'flush', 'end ']);
  });

  it('a whole answer: no head before `end`, so a stage reads the status and headers then', async () => {
    const answer = await getRaw(server.port, '/whole');
    expect([answer.status, answer.body.toString()]).toEqual([200, '{"CARS":[]}']);
    expect(calls.get('/whole')).toEqual(['end {"cars":[]}']);
  });

  it('a piped file', async () => {
    const answer = await getRaw(server.port, '/piped');
    expect(answer.body.toString()).toBe('A{}B{}');
    expect(calls.get('/piped')).toEqual(['write a{}', 'write b{}', 'end ']);
  });

  it('writeHead with a reason and headers: they are on the response when the stage sees the head', async () => {
    const answer = await getRaw(server.port, '/write-head');
    expect([answer.status, answer.headers['x-made'], answer.body.toString()]).toEqual([201, 'yes', 'MADE']);
    expect(calls.get('/write-head')).toEqual(['writeHead 201 text/plain', 'end made']);
  });

  it.each([
    ['/raw-list', 'x-one', 'a, b'],
    ['/pairs', 'x-pair', 'p'],
  ])('writeHead with a list (%s)', async (path, name, value) => {
    const answer = await getRaw(server.port, path);
    expect(answer.headers[name]).toBe(value);
    expect(calls.get(path)![0]).toBe('writeHead 200 text/plain');
  });

  it('strings in their encoding and bytes arrive as bytes; callbacks are called; nothing after end', async () => {
    ends.length = 0;
    const answer = await getRaw(server.port, '/encodings');
    expect(answer.body.toString()).toBe('CARS');
    expect(calls.get('/encodings')).toEqual(['write ca', 'write r', 'end s']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ends).toEqual(['write after end: false', 'write callback', 'end callback']);
  });
});

describe('rewriteResponse: backpressure', () => {
  it('a write the socket cannot take returns false and the response drains, through a stage', async () => {
    const chunk = 'x'.repeat(1 << 20);
    let refused = 0;
    const server = await serveOnLoopback((request, response) => {
      rewriteResponse(request, response, [recordingStage([])]);
      const write = response.write.bind(response) as (chunk: Uint8Array) => boolean;
      response.write = ((chunk: Uint8Array) => {
        const ok = write(chunk);
        if (!ok) refused++;
        return ok;
      }) as typeof response.write;
      void streamLikeNext(response, { status: 200, headers: { 'content-type': 'text/plain' } }, Array(8).fill(chunk));
    });
    try {
      const answer = await getRaw(server.port, '/');
      expect(answer.body.length).toBe(8 << 20);
      expect(refused).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
