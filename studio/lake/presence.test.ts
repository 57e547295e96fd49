// The presence socket (README.md "Presence"): real WebSocket clients, speaking what the Studio's
// bifur client speaks, against a real lake on its HTTP/2 (+HTTP/1.1) TLS server.
import { mkdtemp, rm } from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PresenceHub } from './presence';
import { LOCAL_IDENTITY, startLake, type Lake } from './server';
import { loadOrCreateCertificate } from './tls';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let socketUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-presence-'));
  lake = await startLake({ dataDir: path.join(dir, 'lake'), port: 0, log: () => undefined });
  trustCertificate(lake.caCertPath);
  // The URL the Studio opens (its host is the project hostname, local.localhost, which Node does not resolve).
  socketUrl = `wss://localhost:${lake.port}/v2022-06-30/socket/production?tag=sanity.studio`;
});

afterAll(async () => {
  await lake.close();
  await rm(dir, { recursive: true, force: true });
});

interface Rpc {
  jsonrpc: '2.0';
  id?: string | number | null;
  method?: string;
  params?: { subscription?: string; result?: Record<string, unknown> };
  result?: unknown;
  error?: { code: number; message: string };
}

/** One Studio tab's socket: JSON-RPC calls by id, pushed events, and how it closed. */
class Tab {
  private readonly received: Rpc[] = [];
  private readonly waiting: { match: (message: Rpc) => boolean; resolve: (message: Rpc) => void }[] = [];
  private nextId = 0;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      if (event.data === '♥') return;
      const message = JSON.parse(String(event.data)) as Rpc;
      const waiter = this.waiting.find((candidate) => candidate.match(message));
      if (waiter) {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        waiter.resolve(message);
      } else {
        this.received.push(message);
      }
    });
    this.closed = new Promise((resolve) => socket.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })));
  }

  static async open(url = socketUrl): Promise<Tab> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('the presence socket did not open')), { once: true });
    });
    return new Tab(socket);
  }

  /** Opened, authorized with the lake's token and subscribed, as the Studio does on start. */
  static async signedIn(): Promise<Tab> {
    const tab = await Tab.open();
    expect((await tab.call('authorization', { authorization: `Bearer ${lake.token}` })).result).toBe(true);
    const subscription = (await tab.call('presence_subscribe', {})).result;
    expect(subscription).toEqual(expect.any(String));
    return tab;
  }

  /** The next message that matches, already received or still to come. */
  next(match: (message: Rpc) => boolean): Promise<Rpc> {
    const index = this.received.findIndex(match);
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0]!);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }

  /** The next presence event pushed to this tab. */
  event(type: string): Promise<Record<string, unknown>> {
    return this.next((message) => message.method === 'presence_subscription' && message.params?.result?.type === type).then((message) => message.params!.result!);
  }

  call(method: string, params: Record<string, unknown>): Promise<Rpc> {
    const id = `req-${++this.nextId}`;
    this.socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }));
    return this.next((message) => message.id === id);
  }

  /** Presence events received and not yet read. */
  unread(): Rpc[] {
    return this.received.filter((message) => message.method === 'presence_subscription');
  }
}

const locations = [{ type: 'document', documentId: 'page_a_home', path: ['blocks', { _key: 'k1' }, 'heading'], lastActiveAt: '2026-11-27T08:00:00.000Z' }];

describe('two editors see each other', () => {
  it('a roll call reaches the other tab, whose announce comes back with its locations untouched, stamped with the token holder', async () => {
    const [first, second] = [await Tab.signedIn(), await Tab.signedIn()];
    expect((await first.call('presence_rollcall', { session: 'sessionFirst0001' })).result).toBeNull();
    expect(await second.event('rollCall')).toEqual({ type: 'rollCall', i: LOCAL_IDENTITY, session: 'sessionFirst0001' });

    await second.call('presence_announce', { data: { sessionId: 'sessionSecond001', locations } });
    expect(await first.event('state')).toEqual({ type: 'state', i: LOCAL_IDENTITY, m: { sessionId: 'sessionSecond001', locations } });
    // Nobody hears their own voice.
    expect(first.unread()).toEqual([]);
    expect(second.unread()).toEqual([]);
    first.socket.close();
    second.socket.close();
  });

  it.each([
    ['closing its socket', (tab: Tab) => tab.socket.close()],
    ['saying goodbye', (tab: Tab) => void tab.call('presence_disconnect', { session: 'sessionLeaving01' })],
  ])('a tab that goes away by %s is reported as disconnected to the others', async (_how, leave) => {
    const [staying, leaving] = [await Tab.signedIn(), await Tab.signedIn()];
    await leaving.call('presence_announce', { data: { sessionId: 'sessionLeaving01', locations } });
    await staying.event('state');
    leave(leaving);
    expect(await staying.event('disconnect')).toEqual({ type: 'disconnect', i: LOCAL_IDENTITY, m: { session: 'sessionLeaving01' } });
    staying.socket.close();
    leaving.socket.close();
  });

  it('a tab cannot disconnect a session another socket speaks for', async () => {
    const [owner, other, watcher] = [await Tab.signedIn(), await Tab.signedIn(), await Tab.signedIn()];
    await owner.call('presence_announce', { data: { sessionId: 'sessionOwned0001', locations } });
    await watcher.event('state');
    await other.event('state');
    expect((await other.call('presence_disconnect', { session: 'sessionOwned0001' })).result).toBeNull();
    // The watcher hears the next announce, and no disconnect came before it.
    await owner.call('presence_announce', { data: { sessionId: 'sessionOwned0001', locations: [] } });
    expect(await watcher.next((message) => message.method === 'presence_subscription')).toMatchObject({ params: { result: { type: 'state' } } });
    for (const tab of [owner, other, watcher]) tab.socket.close();
  });

  it('a tab that reconnected keeps its session when its old socket closes late', async () => {
    const [watcher, oldSocket, newSocket] = [await Tab.signedIn(), await Tab.signedIn(), await Tab.signedIn()];
    await oldSocket.call('presence_announce', { data: { sessionId: 'sessionMoving001', locations } });
    await oldSocket.call('presence_rollcall', { session: 'sessionOldOnly01' });
    await newSocket.call('presence_announce', { data: { sessionId: 'sessionMoving001', locations } });
    oldSocket.socket.close();
    // The old socket's close is reported for the session it still spoke for, and only that one.
    expect(await watcher.event('disconnect')).toEqual({ type: 'disconnect', i: LOCAL_IDENTITY, m: { session: 'sessionOldOnly01' } });
    await newSocket.call('presence_rollcall', { session: 'sessionMoving001' });
    await watcher.event('rollCall');
    expect(watcher.unread().filter((message) => message.params?.result?.type === 'disconnect')).toEqual([]);
    watcher.socket.close();
    newSocket.socket.close();
  });

  it('an unsubscribed tab hears nothing more', async () => {
    const [speaker, listener] = [await Tab.signedIn(), await Tab.signedIn()];
    const second = (await listener.call('presence_subscribe', {})).result as string;
    expect((await listener.call('presence_unsubscribe', { subscriptionId: second })).result).toBe(true);
    await speaker.call('presence_rollcall', { session: 'sessionSpeaker01' });
    const event = await listener.next((message) => message.method === 'presence_subscription');
    expect(event.params?.subscription).not.toBe(second);
    expect((await listener.call('presence_unsubscribe', { subscriptionId: second })).error?.code).toBe(-32602);
    speaker.socket.close();
    listener.socket.close();
  });
});

describe('only the token holder may use it', () => {
  it.each([
    ['a presence call before authorizing', [['presence_subscribe', {}]]],
    ['a wrong token', [['authorization', { authorization: 'Bearer not-the-token' }]]],
    ['no token at all', [['authorization', {}]]],
  ] as const)('%s closes the socket with 4001, which the Studio reads as unauthorized', async (_case, calls) => {
    const tab = await Tab.open();
    for (const [method, params] of calls) void tab.call(method, params);
    expect((await tab.closed).code).toBe(4001);
  });

  it('a socket that has not authorized hears nothing of the others', async () => {
    const stranger = await Tab.open();
    const [editor, colleague] = [await Tab.signedIn(), await Tab.signedIn()];
    await editor.call('presence_rollcall', { session: 'sessionEditor001' });
    await colleague.event('rollCall'); // delivered by now to everyone it goes to
    expect(stranger.unread()).toEqual([]);
    for (const tab of [stranger, editor, colleague]) tab.socket.close();
  });

  it.each([
    ['a page on another origin', 403, { path: '/v2022-06-30/socket/production', headers: { origin: 'https://evil.example' } }],
    ['a wrong token in the header', 401, { path: '/v2022-06-30/socket/production', headers: { authorization: 'Bearer wrong' } }],
    ['another dataset', 404, { path: '/v2022-06-30/socket/staging', headers: {} }],
    ['a path that is not the socket', 404, { path: '/v2022-06-30/data/listen/production', headers: {} }],
  ])('an upgrade for %s is refused with %i', async (_case, status, request) => {
    expect(await upgradeStatus(request.path, request.headers)).toBe(status);
  });

  it('an upgrade from the Studio on the lake\'s own origin, or with the token in a header, is switched', async () => {
    expect(await upgradeStatus('/v2022-06-30/socket/production', { origin: `https://localhost:${lake.port}` })).toBe(101);
    expect(await upgradeStatus('/v1/socket/production', { authorization: `Bearer ${lake.token}` })).toBe(101);
  });
});

describe('bad frames are answered, not fatal', () => {
  it.each([
    ['text that is not JSON', 'not json {', -32700],
    ['JSON that is not a request', '[1,2,3]', -32600],
    ['a request without a method', JSON.stringify({ jsonrpc: '2.0', id: 'x' }), -32600],
    ['an unknown method', JSON.stringify({ jsonrpc: '2.0', method: 'presence_teleport', id: 'x' }), -32601],
    ['an announce without locations', JSON.stringify({ jsonrpc: '2.0', method: 'presence_announce', params: { data: { sessionId: 'abc' } }, id: 'x' }), -32602],
    ['a session id that is not an id', JSON.stringify({ jsonrpc: '2.0', method: 'presence_rollcall', params: { session: { $ne: 1 } }, id: 'x' }), -32602],
    ['a binary frame', new Uint8Array([1, 2, 3]), -32600],
  ] as const)('%s gets a JSON-RPC error, and the socket still works', async (_case, frame, code) => {
    const tab = await Tab.signedIn();
    tab.socket.send(frame);
    expect((await tab.next((message) => message.error !== undefined)).error?.code).toBe(code);
    expect((await tab.call('presence_rollcall', { session: 'sessionStillOk01' })).result).toBeNull();
    tab.socket.close();
  });

  it('a frame over the size limit closes that socket (1009) and nobody else\'s', async () => {
    const [big, bystander] = [await Tab.signedIn(), await Tab.signedIn()];
    big.socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'presence_announce', params: { data: { sessionId: 'big', locations: ['x'.repeat(80 * 1024)] } }, id: 'x' }));
    expect((await big.closed).code).toBe(1009);
    expect((await bystander.call('presence_rollcall', { session: 'sessionBystand01' })).result).toBeNull();
    bystander.socket.close();
  });
});

describe('GET /users/{ids}', () => {
  it('names the token holder, so presence avatars have a name; unknown ids are left out', async () => {
    const answer = await fetch(`${lake.url}/v2021-06-07/users/${LOCAL_IDENTITY},someone-else`, { headers: { authorization: `Bearer ${lake.token}` } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([{ id: LOCAL_IDENTITY, displayName: 'Local Developer', imageUrl: null }]);
  });

  it('is for token holders only', async () => {
    expect((await fetch(`${lake.url}/v2021-06-07/users/${LOCAL_IDENTITY}`)).status).toBe(401);
  });
});

describe('the hub\'s own limits, on a server of the lake\'s kind', () => {
  it('a socket silent past the authorization time is closed with 4001, and sockets past the limit are refused with 503', async () => {
    const hub = new PresenceHub({ token: lake.token, identity: LOCAL_IDENTITY, dataset: 'production', allowsOrigin: () => true, authTimeoutMs: 200, maxSockets: 1 });
    const certificate = await loadOrCreateCertificate(path.join(dir, 'lake'), () => undefined);
    const server = http2.createSecureServer({ cert: certificate.cert, key: certificate.key, allowHTTP1: true });
    server.on('upgrade', (req, socket, head) => hub.upgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const silent = await Tab.open(`wss://localhost:${port}/v2022-06-30/socket/production`);
      expect(await upgradeStatus('/v2022-06-30/socket/production', {}, port)).toBe(503);
      expect((await silent.closed).code).toBe(4001);
      // The server notices the close a moment after the client does; then the place is free again.
      await expect.poll(() => hub.size).toBe(0);
      expect(await upgradeStatus('/v2022-06-30/socket/production', {}, port)).toBe(101);
    } finally {
      hub.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a lake that shuts down closes open sockets and does not wait for them', async () => {
    const other = await startLake({ dataDir: path.join(dir, 'closing'), port: 0, log: () => undefined });
    trustCertificate(other.caCertPath);
    const socket = new WebSocket(`wss://localhost:${other.port}/v1/socket/production`);
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'authorization', params: { authorization: `Bearer ${other.token}` }, id: 1 }));
    await other.close();
    // 1001 (going away) when the goodbye frame leaves before the lake cuts the connection, else 1006.
    expect([1001, 1006]).toContain(await closed);
  });
});

/** The status line a raw HTTP/1.1 Upgrade request gets (101 when switched). */
function upgradeStatus(requestPath: string, headers: Record<string, string>, port = lake.port): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request({
      host: '127.0.0.1',
      servername: 'localhost',
      port,
      path: requestPath,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}
