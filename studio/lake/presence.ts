// The presence socket (studio/lake/README.md "Presence"): the WebSocket the Studio's bifur client
// opens at /v{apiVersion}/socket/{dataset}, speaking JSON-RPC 2.0, so that editors in one document
// see each other. The lake is a relay: each tab announces its own locations and answers roll
// calls, and the lake passes them to every other socket, stamped with the caller's identity
// (never one the caller claims). It keeps only which sessions each socket speaks for, so that a
// socket that closes without saying goodbye is reported as `disconnect` to the others.
import { timingSafeEqual } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { isObject } from './document';

export interface PresenceOptions {
  /** The lake's token: the only credential (README "Who may use it, and how much"). */
  token: string;
  /** Who holds the token: every event the socket causes carries it. */
  identity: string;
  dataset: string;
  /** The lake's CORS policy: a browser page from another origin must not ride the editor's socket. */
  allowsOrigin: (origin: string) => boolean;
  /** Open sockets at most; more are answered 503. */
  maxSockets?: number;
  /** A bigger frame closes the socket (1009, Message Too Big). */
  maxFrameBytes?: number;
  /** Sessions (Studio tabs) one socket may speak for, and subscriptions it may hold. */
  maxSessionsPerSocket?: number;
  /** How often `♥` and a ping are sent; a socket that missed the previous ping is cut. */
  heartbeatMs?: number;
  /** A socket must authorize within this time or be closed with 4001. */
  authTimeoutMs?: number;
}

/** Close codes and JSON-RPC error codes as the bifur client names them (ERROR_CODES). */
export const UNAUTHORIZED_CLOSE = 4001;
const SERVER_GOING_AWAY = 1001;
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;

const SOCKET_PATH = /^\/v(?:1|\d{4}-\d{2}-\d{2}|X)\/socket\/([^/]+)$/;
/** The Studio's session ids are nanoid(16); anything id-like up to 64 characters is accepted. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HEARTBEAT = '♥';

/** What the Studio reads from `presence_subscription` (the only three types it accepts). */
export type PresenceEvent =
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown[] } }
  | { type: 'disconnect'; i: string; m: { session: string } };

interface Peer {
  socket: WebSocket;
  identity: string | undefined;
  subscriptions: Set<string>;
  /** Sessions this socket announced or called the roll for. */
  sessions: Set<string>;
  alive: boolean;
  authTimer: NodeJS.Timeout | undefined;
}

type Answer = { result: unknown } | { error: { code: number; message: string } };

export class PresenceHub {
  private readonly server: WebSocketServer;
  private readonly peers = new Set<Peer>();
  /** Session id -> the socket that last spoke for it (a reconnected tab moves to its new socket). */
  private readonly owners = new Map<string, Peer>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxSockets: number;
  private readonly maxSessions: number;
  private readonly authTimeoutMs: number;
  private nextSubscription = 0;
  private closed = false;

  constructor(private readonly options: PresenceOptions) {
    this.maxSockets = options.maxSockets ?? 200;
    this.maxSessions = options.maxSessionsPerSocket ?? 16;
    this.authTimeoutMs = options.authTimeoutMs ?? 10_000;
    // No compression: a small inflated frame must not become a large one in memory.
    this.server = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false, maxPayload: options.maxFrameBytes ?? 64 * 1024 });
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  /** Open sockets (for tests and the log). */
  get size(): number {
    return this.peers.size;
  }

  /**
   * The HTTP/1.1 `Upgrade` the lake's server receives (browsers open WebSockets over HTTP/1.1
   * because the lake does not offer RFC 8441). Anything but a presence socket is refused here, as
   * the request never reaches the API's router.
   */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => undefined);
    const refusal = this.refusalOf(req);
    if (refusal !== undefined) {
      const reason = STATUS_CODES[refusal] ?? 'Refused';
      socket.end(`HTTP/1.1 ${refusal} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
      return;
    }
    // A token sent as a header (Node clients can; browsers cannot) authorizes at once.
    const preauthorized = req.headers.authorization !== undefined;
    this.server.handleUpgrade(req, socket, head, (ws) => this.attach(ws, preauthorized ? this.options.identity : undefined));
  }

  /** Says goodbye to every socket (1001) and stops the heartbeat. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const peer of this.peers) peer.socket.close(SERVER_GOING_AWAY, 'The lake is shutting down');
    this.server.close();
  }

  private refusalOf(req: IncomingMessage): number | undefined {
    if (this.closed) return 503;
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'https://lake.invalid').pathname;
    } catch {
      return 400;
    }
    const match = SOCKET_PATH.exec(pathname);
    if (!match || match[1] !== this.options.dataset) return 404;
    if (req.headers.upgrade?.toLowerCase() !== 'websocket') return 400;
    const origin = req.headers.origin;
    if (origin !== undefined && !this.options.allowsOrigin(origin)) return 403;
    if (req.headers.authorization !== undefined && !this.tokenMatches(req.headers.authorization)) return 401;
    if (this.peers.size >= this.maxSockets) return 503;
    return undefined;
  }

  private tokenMatches(authorization: unknown): boolean {
    if (typeof authorization !== 'string') return false;
    const presented = Buffer.from(/^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() ?? '');
    const token = Buffer.from(this.options.token);
    return presented.length === token.length && timingSafeEqual(presented, token);
  }

  private attach(socket: WebSocket, identity: string | undefined): void {
    const peer: Peer = { socket, identity, subscriptions: new Set(), sessions: new Set(), alive: true, authTimer: undefined };
    this.peers.add(peer);
    if (identity === undefined) {
      peer.authTimer = setTimeout(() => this.refuse(peer), this.authTimeoutMs);
      peer.authTimer.unref();
    }
    socket.on('pong', () => {
      peer.alive = true;
    });
    socket.on('error', () => undefined); // e.g. a frame over the limit: ws closes with 1009 itself
    socket.on('message', (data, isBinary) => this.receive(peer, data, isBinary));
    socket.on('close', () => this.forget(peer));
  }

  private receive(peer: Peer, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    peer.alive = true;
    if (isBinary) return this.reply(peer, null, { error: { code: INVALID_REQUEST, message: 'Frames are JSON-RPC 2.0 text' } });
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    if (text === HEARTBEAT) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.reply(peer, null, { error: { code: PARSE_ERROR, message: 'Parse error: the frame is not JSON' } });
    }
    const id = isObject(message) && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : null;
    if (!isObject(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string') {
      return this.reply(peer, id, { error: { code: INVALID_REQUEST, message: 'Invalid Request: expected {"jsonrpc":"2.0","method":...,"id":...}' } });
    }
    const params = isObject(message.params) ? message.params : {};
    if (message.method === 'authorization') return this.authorize(peer, id, params);
    if (peer.identity === undefined) return this.refuse(peer);
    const answer = this.call(peer, peer.identity, message.method, params);
    // A request without an id is a notification: JSON-RPC answers nothing.
    if (message.id !== undefined) this.reply(peer, id, answer);
  }

  private authorize(peer: Peer, id: string | number | null, params: Record<string, unknown>): void {
    // The bifur client counts any answer as "authorized", so a wrong token closes the socket.
    if (!this.tokenMatches(params.authorization)) return this.refuse(peer);
    peer.identity = this.options.identity;
    clearTimeout(peer.authTimer);
    this.reply(peer, id, { result: true });
  }

  private call(peer: Peer, identity: string, method: string, params: Record<string, unknown>): Answer {
    switch (method) {
      case 'presence_subscribe': {
        if (peer.subscriptions.size >= this.maxSessions) return invalidParams(`At most ${this.maxSessions} subscriptions per socket`);
        const subscription = `presence-${++this.nextSubscription}`;
        peer.subscriptions.add(subscription);
        return { result: subscription };
      }
      case 'presence_unsubscribe': {
        if (typeof params.subscriptionId !== 'string' || !peer.subscriptions.delete(params.subscriptionId)) {
          return invalidParams('No such subscription on this socket');
        }
        return { result: true };
      }
      case 'presence_rollcall': {
        const session = params.session;
        if (!this.claim(peer, session)) return invalidParams('`session` must be an id of at most 64 characters a-z, A-Z, 0-9, "_" or "-"');
        this.broadcast(peer, { type: 'rollCall', i: identity, session });
        return { result: null };
      }
      case 'presence_announce': {
        const data = isObject(params.data) ? params.data : {};
        const { sessionId, locations } = data;
        if (!Array.isArray(locations)) return invalidParams('`data.locations` must be an array');
        if (!this.claim(peer, sessionId)) return invalidParams('`data.sessionId` must be an id of at most 64 characters a-z, A-Z, 0-9, "_" or "-"');
        this.broadcast(peer, { type: 'state', i: identity, m: { sessionId, locations } });
        return { result: null };
      }
      case 'presence_disconnect': {
        const session = params.session;
        // Only the socket that speaks for a session may end it.
        if (typeof session === 'string' && this.owners.get(session) === peer) {
          this.owners.delete(session);
          peer.sessions.delete(session);
          this.broadcast(peer, { type: 'disconnect', i: identity, m: { session } });
        }
        return { result: null };
      }
      default:
        return { error: { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` } };
    }
  }

  /** Records that `peer` speaks for `session`; false for an id that is not one, or one too many. */
  private claim(peer: Peer, session: unknown): session is string {
    if (typeof session !== 'string' || !SESSION_ID.test(session)) return false;
    if (!peer.sessions.has(session)) {
      if (peer.sessions.size >= this.maxSessions) return false;
      this.owners.get(session)?.sessions.delete(session);
      peer.sessions.add(session);
    }
    this.owners.set(session, peer);
    return true;
  }

  /** A socket gone (closed by either side, or cut): the others hear its sessions disconnect. */
  private forget(peer: Peer): void {
    clearTimeout(peer.authTimer);
    if (!this.peers.delete(peer)) return;
    for (const session of peer.sessions) {
      if (this.owners.get(session) !== peer) continue;
      this.owners.delete(session);
      if (peer.identity !== undefined) this.broadcast(peer, { type: 'disconnect', i: peer.identity, m: { session } });
    }
  }

  /** Every other authorized socket's subscriptions receive the event. */
  private broadcast(from: Peer, event: PresenceEvent): void {
    for (const peer of this.peers) {
      if (peer === from || peer.identity === undefined) continue;
      for (const subscription of peer.subscriptions) {
        send(peer.socket, { jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } });
      }
    }
  }

  private reply(peer: Peer, id: string | number | null, answer: Answer): void {
    send(peer.socket, { jsonrpc: '2.0', id, ...answer });
  }

  private refuse(peer: Peer): void {
    peer.socket.close(UNAUTHORIZED_CLOSE, 'Unauthorized: send {"method":"authorization","params":{"authorization":"Bearer <the lake token>"}} first');
  }

  private beat(): void {
    for (const peer of this.peers) {
      if (!peer.alive) {
        peer.socket.terminate(); // missed the last ping: 'close' follows, and with it `disconnect`
        continue;
      }
      peer.alive = false;
      peer.socket.ping();
      if (peer.identity !== undefined && peer.socket.readyState === WebSocket.OPEN) peer.socket.send(HEARTBEAT);
    }
  }
}

function invalidParams(message: string): Answer {
  return { error: { code: INVALID_PARAMS, message } };
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}
