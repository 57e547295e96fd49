import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookSender, signWebhookBody, verifyWebhookSignature } from './webhook';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: Server[] = [];

/** A real HTTP receiver on loopback; `answer` decides the response (or never answers). */
async function receiver(answer: (request: IncomingMessage, response: ServerResponse, body: string) => void): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body });
      answer(request, response, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/leads`, received };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const secret = 'whsec_test_secret';
const lead = { leadId: '9d8c7b6a-0000-4000-8000-000000000042', adf: '<?xml version="1.0"?>\n<adf><prospect>&amp; ü 😀</prospect></adf>\n', json: { name: 'Zoë', category: 'Finance' } };

describe('webhook channel', () => {
  it('POSTs one signed JSON body holding the ADF and its JSON twin, keyed by the lead id', async () => {
    const target = await receiver((_request, response) => response.writeHead(202).end('queued'));
    const result = await createWebhookSender({ url: target.url, secret }).send(lead);
    expect(result).toEqual({ ok: true, code: '202', response: 'queued' });

    const [request] = target.received;
    expect(request!.headers['idempotency-key']).toBe(lead.leadId);
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(request!.body)).toEqual({ leadId: lead.leadId, adf: lead.adf, lead: lead.json });
    const timestamp = request!.headers['x-dealer-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const signature = request!.headers['x-dealer-signature'] as string;
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, timestamp, body: request!.body, signature })).toBe(true);
    expect(verifyWebhookSignature({ secret, timestamp, body: Buffer.from(request!.body), signature })).toBe(true);
  });

  it('every retry carries the same Idempotency-Key', async () => {
    const target = await receiver((_request, response) => response.writeHead(200).end());
    const sender = createWebhookSender({ url: target.url, secret });
    await sender.send(lead);
    await sender.send(lead);
    expect(target.received.map((request) => request.headers['idempotency-key'])).toEqual([lead.leadId, lead.leadId]);
  });

  it('a 500 is a failure with code 500; a redirect is not followed', async () => {
    const failing = await receiver((_request, response) => response.writeHead(500).end('boom'));
    expect(await createWebhookSender({ url: failing.url, secret }).send(lead)).toEqual({ ok: false, code: '500', error: 'HTTP 500', response: 'boom' });

    const elsewhere = await receiver((_request, response) => response.writeHead(200).end());
    const redirecting = await receiver((_request, response) => response.writeHead(307, { location: elsewhere.url }).end());
    expect(await createWebhookSender({ url: redirecting.url, secret }).send(lead)).toMatchObject({ ok: false, code: '307' });
    expect(elsewhere.received).toEqual([]);
  });

  it('a receiver that never answers fails within the timeout', async () => {
    const silent = await receiver(() => undefined);
    const started = Date.now();
    const result = await createWebhookSender({ url: silent.url, secret, timeoutMs: 300 }).send(lead);
    expect(result).toEqual({ ok: false, code: 'ETIMEDOUT', error: 'No answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a refused connection, or a fetch that throws, is a failure, never a throw', async () => {
    const closed = await receiver(() => undefined);
    const url = closed.url;
    const server = servers.pop()!;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await createWebhookSender({ url, secret }).send(lead)).toMatchObject({ ok: false, code: 'ECONNREFUSED' });

    const broken = createWebhookSender({ url: 'http://127.0.0.1:1/x', secret, fetch: () => Promise.reject(new Error('no network')) });
    expect(await broken.send(lead)).toEqual({ ok: false, code: undefined, error: 'no network' });
    expect(await createWebhookSender({ url: 'not a url', secret }).send(lead)).toMatchObject({ ok: false });
  });
});

describe('verifyWebhookSignature', () => {
  const body = '{"leadId":"1","adf":"<adf/>"}';
  const now = new Date('2025-06-01T10:00:00Z');
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = signWebhookBody(secret, timestamp, body);

  it('accepts the right signature within the tolerance, with a Date or milliseconds as the clock', () => {
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, now })).toBe(true);
    expect(verifyWebhookSignature({ secret, timestamp: Number(timestamp), body, signature, now: now.getTime() + 299_000 })).toBe(true);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature: signature.toUpperCase().replace('SHA256=', 'sha256='), now })).toBe(true);
  });

  it('rejects a wrong secret, a changed body or timestamp, and a stale or future timestamp', () => {
    expect(verifyWebhookSignature({ secret: 'other', timestamp, body, signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body: body + ' ', signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp: String(Number(timestamp) + 1), body, signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, now: now.getTime() + 301_000 })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, now: now.getTime() - 301_000 })).toBe(false);
  });

  it('returns false, without throwing, for odd input', () => {
    const odd: unknown[] = [
      '',
      'sha256=',
      'sha256=zz',
      signature.slice(0, -2),
      `${signature}00`,
      signature.replace('sha256=', 'sha1='),
      `sha256=${'é'.repeat(64)}`,
      `sha256=${'😀'.repeat(32)}`,
      `${signature}\n`,
      undefined,
      null,
      42,
      {},
    ];
    for (const value of odd) {
      expect(() => verifyWebhookSignature({ secret, timestamp, body, signature: value as string, now })).not.toThrow();
      expect(verifyWebhookSignature({ secret, timestamp, body, signature: value as string, now })).toBe(false);
    }
    for (const stamp of ['', 'abc', '1e9', '-1', ' 1', null, undefined, Number.NaN, 1.5, {}]) {
      expect(verifyWebhookSignature({ secret, timestamp: stamp as string, body, signature, now })).toBe(false);
    }
    expect(verifyWebhookSignature({ secret: '', timestamp, body, signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body: null as unknown as string, signature, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, timestamp, body, signature, now: new Date('invalid') })).toBe(false);
  });
});
