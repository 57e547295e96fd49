// The local Content Lake: an HTTP/2 (TLS) server answering the part of the Sanity HTTP API that
// @sanity/client uses (query, doc, mutate, listen), over groq-js and @sanity/mutator, durable on
// disk. Paths look like the real API's: /v{apiVersion}/data/{endpoint}/{dataset}/...; the
// hostname is ignored, so `https://localhost:PORT` and `https://local.localhost:PORT` both work.
import { timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { SanityDocument } from './document';
import { isObject } from './document';
import { LakeError, badRequest, httpError, notFound, unauthorized } from './errors';
import { hangUpAfterAnswer, hasUnreadBody, readJsonBody } from './body';
import { applyCors, corsPolicy, type CorsPolicy } from './cors';
import { isTrue, sendJson, type LakeRequest, type LakeResponse } from './http';
import { isDraftId, isRootPathId, isVersionId } from './ids';
import { checkQueryInput, checkResultSize, resolveLimits, type Limits, type LimitsOptions } from './limits';
import { ListenerHub, sseFrame } from './listen';
import { serveLiveEvents } from './live-events';
import { exposesUnpublished, parsePerspective } from './perspectives';
import { evaluateQuery, paramsFromSearch, parseQuery, type Params } from './query';
import { PresenceHub } from './presence';
import { checkMethod, requestUrl } from './request-url';
import { readOrCreateSecret } from './secrets';
import { readSeedFiles } from './seed';
import { AssetStore } from './assets';
import { KeyValueStore } from './keyvalue';
import { HistoryLog } from './history';
import { answerHistory } from './history-api';
import { Store } from './store';
import { DEFAULT_ACTIVE_RELEASE_LIMIT, isOpenRelease, isReleaseDocumentId, type ValidateDocuments } from './releases';
import { answerReleasesApi } from './releases-api';
import { ReleaseScheduler } from './release-scheduler';
import { contentSourceMap, sourceMapMode } from './source-map';
import { rewriteTextQuery, usesTextQuery } from './text-query';
import { serveStudio, type StudioFiles } from './studio-files';
import { loadOrCreateCertificate } from './tls';
import { WebhookDispatcher, type Webhook } from './webhooks';

export const PROJECT_ID = 'local';
export const DATASET = 'production';
/** The identity mutations are attributed to (there is one user: whoever holds the token). */
export const LOCAL_IDENTITY = 'local-developer';

export interface LakeOptions {
  /** Where documents, the token and the certificate live; created if missing. */
  dataDir: string;
  /** 0 picks a free port (read it back from the result). */
  port: number;
  /** Interface to listen on. Default: both loopback addresses, 127.0.0.1 and ::1, so that
   * `localhost` works whichever address family a client tries first. */
  host?: string;
  /** NDJSON files loaded only on the very first start (no snapshot, no log yet). */
  seedFiles?: string[];
  /** Called after each committed transaction that changed published documents. */
  webhooks?: Webhook[];
  log?: (line: string) => void;
  /** Milliseconds between SSE keep-alive comments. */
  keepAliveMs?: number;
  /** Serve the built Studio under /studio (see ./studio-files). */
  studio?: StudioFiles;
  /** Browser origins allowed besides this machine's localhost names (see ./cors). */
  corsOrigins?: string[];
  /** Overrides of the per-caller limits on queries and bodies (see ./limits). */
  limits?: LimitsOptions;
  /** Checks the documents a release is about to publish (README "Releases"); any problem refuses the publish with a 409. */
  validate?: ValidateDocuments;
  /** Active releases the dataset may have at once; default 100 (README "Releases"). */
  releaseLimit?: number;
}

export interface Lake {
  /** `https://localhost:PORT`: use as `apiHost` with `useProjectHostname: false`. */
  url: string;
  port: number;
  /** Bearer token for writes and unpublished reads (also in `<dataDir>/token`). */
  token: string;
  tokenPath: string;
  /** The self-signed certificate to trust (see trustCertificate in ./trust). */
  caCertPath: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startLake(options: LakeOptions): Promise<Lake> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const tokenPath = path.join(dataDir, 'token');
  const token = await readOrCreateSecret(tokenPath);
  const certificate = await loadOrCreateCertificate(dataDir, log);
  const history = await HistoryLog.open(dataDir, log);
  const store = await Store.open(dataDir, { projectId: PROJECT_ID, dataset: DATASET, log, history, validate: options.validate, activeReleaseLimit: options.releaseLimit });

  try {
    if (store.fresh && options.seedFiles && options.seedFiles.length > 0) {
      const docs = await readSeedFiles(options.seedFiles, log);
      if (docs.length > 0) {
        await store.transact(
          docs.map((doc) => ({ createOrReplace: doc })),
          { identity: LOCAL_IDENTITY, notify: false },
        );
      }
      log(`lake: seeded ${docs.length} documents from ${options.seedFiles.length} file(s)`);
      const hidden = docs.filter((doc) => !isRootPathId(doc._id) && !isDraftId(doc._id) && !isVersionId(doc._id));
      if (hidden.length > 0) {
        log(
          `lake: warning: ${hidden.length} seeded published documents have "." in their _id (e.g. "${hidden[0]?._id}"); ` +
            'Sanity (and this lake) hide those from requests without a token',
        );
      }
    }
  } catch (error) {
    await store.close();
    throw error;
  }

  const hub = new ListenerHub(options.keepAliveMs);
  const webhooks = new WebhookDispatcher(options.webhooks ?? [], { log });
  store.subscribe((commit) => {
    void hub.publish(commit);
    webhooks.dispatch(commit);
  });

  // After seeding and the subscriptions above: an overdue release publishes now, and its listeners hear it.
  const scheduler = new ReleaseScheduler(store, LOCAL_IDENTITY, log);

  const assets = new AssetStore(dataDir, store, PROJECT_ID, DATASET, LOCAL_IDENTITY);
  const cors = corsPolicy(options.corsOrigins);
  const presence = new PresenceHub({ token, identity: LOCAL_IDENTITY, dataset: DATASET, allowsOrigin: (origin) => cors.allows(origin) });
  const api = new Api(store, hub, token, log, new KeyValueStore(dataDir), assets, history, {
    studio: options.studio,
    cors,
    limits: resolveLimits(options.limits),
    releaseLimit: options.releaseLimit ?? DEFAULT_ACTIVE_RELEASE_LIMIT,
  });
  // Connections, so that close() can end them: HTTP/2 sessions get a graceful GOAWAY, HTTP/1.1
  // sockets are closed as soon as they have no request in flight.
  const sessions = new Set<http2.ServerHttp2Session>();
  const http1Sockets = new Map<Socket, number>(); // socket -> requests in flight
  let stopping = false;
  const closeIfIdle = (socket: Socket): void => {
    if (stopping && !http1Sockets.get(socket)) socket.destroy();
  };
  const servers: http2.Http2SecureServer[] = [];
  const makeServer = (): http2.Http2SecureServer => {
    const server = http2.createSecureServer({ cert: certificate.cert, key: certificate.key, allowHTTP1: true });
    server.on('request', (req, res) => {
      // A client that goes away mid-response must not surface as an unhandled 'error' event.
      req.on('error', () => undefined);
      res.on('error', () => undefined);
      if (req.httpVersionMajor === 1) {
        const socket = req.socket as Socket;
        http1Sockets.set(socket, (http1Sockets.get(socket) ?? 0) + 1);
        res.on('close', () => {
          http1Sockets.set(socket, (http1Sockets.get(socket) ?? 1) - 1);
          closeIfIdle(socket);
        });
      }
      api.handle(req as LakeRequest, res as unknown as LakeResponse).catch((error: unknown) => log(`lake: response failed: ${String(error)}`));
    });
    // The presence socket (./presence): browsers open it as an HTTP/1.1 Upgrade on its own TLS
    // connection, which Node's HTTP/2 server hands over here when allowHTTP1 is on.
    server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => presence.upgrade(req, socket, head));
    server.on('session', (session) => {
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
    });
    server.on('secureConnection', (socket: Socket & { alpnProtocol?: string | false }) => {
      if (socket.alpnProtocol === 'h2') return;
      http1Sockets.set(socket, 0);
      socket.on('close', () => http1Sockets.delete(socket));
    });
    // A client that aborts its TLS handshake must not take the server down.
    server.on('tlsClientError', () => undefined);
    servers.push(server);
    return server;
  };

  let port: number;
  try {
    if (options.host) {
      port = await listen(makeServer(), options.port, options.host);
    } else {
      port = await listen(makeServer(), options.port, '127.0.0.1');
      try {
        await listen(makeServer(), port, '::1');
      } catch (error) {
        servers.pop();
        log(`lake: not listening on [::1]:${port} (${(error as Error).message}); IPv4 only`);
      }
    }
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await scheduler.close();
    await store.close();
    throw error;
  }

  const url = `https://localhost:${port}`;
  api.publicUrl = url;
  log(`lake: listening on ${url} (HTTP/2 + HTTP/1.1, TLS), data in ${dataDir}`);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      stopping = true;
      hub.close(); // ends listener streams, so only real requests remain in flight
      presence.close();
      webhooks.close();
      const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
      for (const session of sessions) session.close();
      for (const socket of http1Sockets.keys()) closeIfIdle(socket);
      // Requests in flight get a moment to finish; then everything is cut.
      const grace = setTimeout(() => {
        for (const session of sessions) session.destroy();
        for (const socket of http1Sockets.keys()) socket.destroy();
      }, 2000);
      await Promise.all(closed);
      clearTimeout(grace);
      await scheduler.close();
      await store.close(); // waits for queued transactions
    })());

  return { url, port, token, tokenPath, caCertPath: certificate.certPath, dataDir, close };
}

function listen(server: http2.Http2SecureServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ipv6Only: host === '::' ? false : undefined }, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

const API_PATH = /^\/v(1|\d{4}-\d{2}-\d{2}|X)(\/.*)$/;

interface ApiSettings {
  studio?: StudioFiles;
  cors: CorsPolicy;
  limits: { anonymous: Limits; token: Limits };
  /** Active releases the dataset may have at once (./releases). */
  releaseLimit: number;
}

/** Routing and the endpoint handlers. */
class Api {
  constructor(
    private readonly store: Store,
    private readonly hub: ListenerHub,
    private readonly token: string,
    private readonly log: (line: string) => void,
    private readonly keyValues: KeyValueStore,
    private readonly assets: AssetStore,
    private readonly history: HistoryLog,
    private readonly settings: ApiSettings,
  ) {}

  private limitsFor(authorized: boolean): Limits {
    return authorized ? this.settings.limits.token : this.settings.limits.anonymous;
  }

  /** The lake's canonical origin, set once it listens: asset URLs are built on it. */
  publicUrl = 'https://localhost';

  async handle(req: LakeRequest, res: LakeResponse): Promise<void> {
    try {
      if (applyCors(req, res, this.settings.cors)) return;
      checkMethod(req.method);
      await this.route(req, res, requestUrl(req.url));
    } catch (error) {
      if (res.headersSent) {
        if (!res.writableEnded) res.end();
        return;
      }
      // Refused before its body was read (too large, no token, no such route): do not read it now.
      if (hasUnreadBody(req)) hangUpAfterAnswer(req, res);
      if (error instanceof LakeError) {
        sendJson(res, error.status, error.body, error.headers);
      } else {
        this.log(`lake: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        sendJson(res, 500, { error: 'Internal Server Error', message: 'The local Content Lake failed; see its log', statusCode: 500 });
      }
    }
  }

  private async route(req: LakeRequest, res: LakeResponse, url: URL): Promise<void> {
    const match = API_PATH.exec(url.pathname);
    if (!match && (req.method === 'GET' || req.method === 'HEAD')) {
      if (url.pathname.startsWith('/images/') && (await this.assets.serve(url.pathname.split('/').filter(Boolean), res))) return;
      if (this.settings.studio && (await serveStudio(this.settings.studio, url.pathname, res))) return;
    }
    if (!match) throw notFound(`No such endpoint: ${url.pathname} (paths start with /v{apiVersion}/)`);
    const apiVersion = match[1] ?? 'X';
    const segments = (match[2] ?? '').split('/').filter(Boolean);
    const method = req.method ?? 'GET';
    const authorized = this.authorize(req);

    const [area, endpoint, dataset, ...rest] = segments;
    if (area === 'data' && endpoint === 'live' && dataset === 'events' && rest.length === 1 && method === 'GET') {
      this.requireDataset(rest[0] ?? '');
      const includeDrafts = isTrue(url.searchParams.get('includeDrafts'));
      if (includeDrafts) this.requireAuth(authorized, 'Live events with drafts (includeDrafts=true)');
      return serveLiveEvents(res, this.store, includeDrafts);
    }
    if (area === 'check' && endpoint === 'cors') {
      // @sanity/client asks this when a stream fails, to name a CORS refusal as such; any origin
      // may read the answer (without credentials: it says nothing but yes or no).
      const allowed = req.headers.origin === undefined || this.settings.cors.allows(req.headers.origin);
      if (!allowed) res.setHeader('access-control-allow-origin', '*');
      return sendJson(res, 200, { result: { allowed, withCredentials: allowed } });
    }
    if (area === 'data' && endpoint && dataset !== undefined) {
      this.requireDataset(dataset);
      if (endpoint === 'query' && rest.length === 0 && (method === 'GET' || method === 'POST')) {
        return this.query(req, res, url, apiVersion, authorized);
      }
      if (endpoint === 'doc' && rest.length === 1 && method === 'GET') return this.doc(res, url, rest[0] ?? '', authorized);
      if (endpoint === 'mutate' && rest.length === 0 && method === 'POST') return this.mutate(req, res, url, authorized);
      if (endpoint === 'listen' && rest.length === 0 && method === 'GET') return this.listen(res, url, apiVersion, authorized);
      if (endpoint === 'actions' && rest.length === 0 && method === 'POST') return this.actions(req, res, url, authorized);
      if (endpoint === 'history' && method === 'GET') return this.historyOf(res, rest, url, authorized);
      if (['query', 'doc', 'mutate', 'listen', 'actions'].includes(endpoint)) throw httpError(405, 'Method Not Allowed', `${method} is not supported here`);
    }
    if (method === 'GET' && !area?.startsWith('data')) {
      const releases = answerReleasesApi(segments, PROJECT_ID, { open: () => countOpenReleases(this.store), limit: this.settings.releaseLimit });
      if (releases) return sendJson(res, releases.status, releases.body);
      const answer = studioHousekeeping(segments, url.searchParams);
      if (answer !== undefined) {
        if (typeof answer === 'string') {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(answer);
          return;
        }
        return sendJson(res, 200, answer);
      }
    }
    if (area === 'assets' && endpoint === 'images' && dataset !== undefined && rest.length === 0 && method === 'POST') {
      this.requireAuth(authorized, 'Uploading assets');
      this.requireDataset(dataset);
      return sendJson(res, 200, { document: await this.assets.uploadImage(req, url.searchParams, this.publicUrl) });
    }
    if (area === 'users' && endpoint === 'me' && segments[2] === 'keyvalue') {
      this.requireAuth(authorized, 'Editor preferences');
      if (method === 'GET' && segments.length === 4) return sendJson(res, 200, this.keyValues.get((segments[3] ?? '').split(',').filter(Boolean)));
      if ((method === 'PUT' || method === 'POST') && segments.length === 3) {
        return sendJson(res, 200, this.keyValues.set(await readJsonBody(req, this.limitsFor(authorized).bodyBytes)));
      }
    }
    if (area === 'users' && endpoint === 'me' && segments.length === 2 && method === 'GET') {
      // The Studio treats a user object with an `id` as "logged in".
      return sendJson(res, 200, authorized ? localUser() : {});
    }
    if (area === 'users' && endpoint !== undefined && endpoint !== 'me' && segments.length === 2 && method === 'GET') {
      // Presence avatars: the Studio asks for the users its presence events name (./presence).
      this.requireAuth(authorized, 'Reading users');
      return sendJson(res, 200, usersOf(endpoint.split(',')));
    }
    if (area === 'projects' && segments.length === 5 && segments[2] === 'datasets' && segments[4] === 'acl' && method === 'GET') {
      if (endpoint !== PROJECT_ID) throw notFound(`Project "${endpoint ?? ''}" not found`);
      this.requireDataset(segments[3] ?? '');
      const permissions = authorized ? ['read', 'update', 'create', 'history'] : ['read'];
      return sendJson(res, 200, [{ filter: '_id in path("**")', permissions }]);
    }
    throw notFound(`No such endpoint: ${method} ${url.pathname}`);
  }

  /** True for the lake's token; false without one; a wrong token is always a 401, as on Sanity. */
  private authorize(req: LakeRequest): boolean {
    const header = req.headers.authorization;
    if (!header) return false;
    const presented = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    const a = Buffer.from(presented);
    const b = Buffer.from(this.token);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
    throw unauthorized('Session not found: the token is not this lake\'s (read it from <dataDir>/token)');
  }

  private requireAuth(authorized: boolean, what: string): void {
    if (!authorized) {
      throw unauthorized(`${what} needs a token: pass \`token\` to createClient (the lake writes it to <dataDir>/token)`);
    }
  }

  private requireDataset(dataset: string): void {
    if (dataset !== DATASET) throw notFound(`Dataset "${dataset}" not found for project ID "${PROJECT_ID}"`);
  }

  private async query(req: LakeRequest, res: LakeResponse, url: URL, apiVersion: string, authorized: boolean): Promise<void> {
    const started = performance.now();
    const limits = this.limitsFor(authorized);
    const search = url.searchParams;
    let query: unknown = search.get('query');
    let params: Params = paramsFromSearch(search);
    let perspectiveParam = search.get('perspective');
    if (req.method === 'POST') {
      const body = await readJsonBody(req, limits.bodyBytes);
      if (!isObject(body)) throw badRequest('Expected a JSON object {query, params}');
      query = body.query;
      if (body.params !== undefined) {
        if (!isObject(body.params)) throw badRequest('`params` must be an object');
        params = { ...params, ...body.params };
      }
      if (perspectiveParam === null && typeof body.perspective === 'string') perspectiveParam = body.perspective;
    }
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing `query`');
    checkQueryInput(query, params, limits);
    let text: string = query;

    let perspective = parsePerspective(perspectiveParam, apiVersion);
    if (exposesUnpublished(perspective) && !authorized) {
      // An explicit request for drafts without a token is a mistake worth surfacing. An old API
      // version's implicit `raw` just shows what anonymous users may see, as on Sanity.
      if (perspectiveParam) this.requireAuth(false, `The "${perspectiveParam}" perspective`);
      perspective = { kind: 'published' };
    }
    const documents = this.store.view(perspective, !authorized);
    if (usesTextQuery(text)) ({ query: text, params } = rewriteTextQuery(text, params, documents));
    const tree = parseQuery(text, params, limits);
    const result = await evaluateQuery(tree, documents, params, { projectId: PROJECT_ID, dataset: DATASET }, limits);
    checkResultSize(result, limits);
    // A source map names draft ids, so only token holders get one (README: "Click-to-edit in Presentation").
    const mapMode = authorized ? sourceMapMode(search.get('resultSourceMap')) : undefined;
    const ms = Math.round(performance.now() - started);
    sendJson(res, 200, {
      ...(search.get('returnQuery') === 'false' ? {} : { query }),
      result: result ?? null,
      ...(mapMode ? { resultSourceMap: contentSourceMap(result, documents, mapMode) } : {}),
      syncTags: [],
      ms,
    });
  }

  /** Document history (./history-api): for editors only, as it holds drafts and deleted documents. */
  private historyOf(res: LakeResponse, path: string[], url: URL, authorized: boolean): void {
    this.requireAuth(authorized, 'Document history');
    const answer = answerHistory(this.history, (id) => this.store.get(id), path, url.searchParams);
    if ('json' in answer) return sendJson(res, 200, answer.json);
    res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
    res.end(answer.ndjson.map((row) => `${JSON.stringify(row)}\n`).join(''));
  }

  private doc(res: LakeResponse, url: URL, idList: string, authorized: boolean): void {
    let ids: string[];
    try {
      ids = idList.split(',').map((id) => decodeURIComponent(id)).filter(Boolean);
    } catch {
      throw badRequest('Document ids are not valid URL encoding');
    }
    if (ids.length === 0) throw badRequest('No document ids given');
    if (!authorized && !ids.every(isRootPathId)) {
      this.requireAuth(false, 'Reading drafts, versions and other documents with "." in their id');
    }
    const excludeContent = isTrue(url.searchParams.get('excludeContent'));
    const documents: SanityDocument[] = [];
    const omitted: { id: string; reason: 'existence' }[] = [];
    for (const id of ids) {
      const doc = this.store.get(id);
      if (!doc) omitted.push({ id, reason: 'existence' });
      else documents.push(excludeContent ? { _id: doc._id, _type: doc._type, _rev: doc._rev } : doc);
    }
    sendJson(res, 200, { documents, omitted });
  }

  private async mutate(req: LakeRequest, res: LakeResponse, url: URL, authorized: boolean): Promise<void> {
    this.requireAuth(authorized, 'Writing');
    const body = await readJsonBody(req, this.limitsFor(authorized).bodyBytes);
    if (!isObject(body)) throw badRequest('Expected a JSON object {mutations: [...]}');
    const search = url.searchParams;
    const transactionId = transactionIdOf(body.transactionId ?? search.get('transactionId') ?? undefined);
    const commit = await this.store.transact(body.mutations, {
      transactionId,
      dryRun: isTrue(search.get('dryRun')),
      autoGenerateArrayKeys: isTrue(search.get('autoGenerateArrayKeys')),
      identity: LOCAL_IDENTITY,
    });
    const returnDocuments = isTrue(search.get('returnDocuments'));
    const changed = new Map(commit.changes.map((change) => [change.id, change]));
    sendJson(res, 200, {
      transactionId: commit.transactionId,
      results: commit.results.map(({ id, operation }) => {
        if (!returnDocuments) return { id, operation };
        const change = changed.get(id);
        // The document as the transaction left it (for a delete: as it was).
        const document = change ? (change.after ?? change.before) : this.store.get(id);
        return document ? { id, operation, document } : { id, operation };
      }),
    });
  }

  /** POST /data/actions: `{actions, transactionId?, dryRun?}`, answered with `{transactionId}`. */
  private async actions(req: LakeRequest, res: LakeResponse, url: URL, authorized: boolean): Promise<void> {
    this.requireAuth(authorized, 'Writing');
    const body = await readJsonBody(req, this.limitsFor(authorized).bodyBytes);
    if (!isObject(body)) throw badRequest('Expected a JSON object {actions: [...]}');
    const commit = await this.store.act(body.actions, {
      transactionId: transactionIdOf(body.transactionId),
      dryRun: body.dryRun === true,
      autoGenerateArrayKeys: isTrue(url.searchParams.get('autoGenerateArrayKeys')),
      identity: LOCAL_IDENTITY,
    });
    sendJson(res, 200, { transactionId: commit.transactionId });
  }

  /** The listener (./listen): for token holders only, as it reports drafts and every edit (README.md "Who may use it, and how much"). */
  private listen(res: LakeResponse, url: URL, apiVersion: string, authorized: boolean): void {
    this.requireAuth(authorized, 'Listening');
    const search = url.searchParams;
    listenerReleases(search.get('perspective'), apiVersion); // a bad perspective is a 400 before the stream opens
    const query = search.get('query');
    if (!query) throw badRequest('Missing `query`');
    const params = paramsFromSearch(search);

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    let filter;
    try {
      filter = parseQuery(query, params);
    } catch (error) {
      // The client turns `channelError` into a ChannelError carrying this message.
      const data = error instanceof LakeError ? error.body : { message: String(error) };
      res.end(sseFrame('channelError', data));
      return;
    }
    const remove = this.hub.add(
      {
        filter,
        params,
        includeResult: isTrue(search.get('includeResult')),
        includePreviousRevision: isTrue(search.get('includePreviousRevision')),
        includeMutations: search.get('includeMutations') !== 'false',
        includeAllVersions: isTrue(search.get('includeAllVersions')),
        releases: listenerReleases(search.get('perspective'), apiVersion),
        mendozaEffects: search.get('effectFormat') === 'mendoza',
        authorized,
      },
      {
        write: (chunk) => {
          if (!res.writableEnded) res.write(chunk);
        },
        end: () => {
          if (!res.writableEnded) res.end();
        },
      },
    );
    res.on('close', remove);
  }
}

/** The release layers of a listener's `perspective` (`rX,drafts`): it hears their versions. */
function listenerReleases(value: string | null, apiVersion: string): string[] {
  if (value === null) return [];
  const perspective = parsePerspective(value, apiVersion);
  return perspective.kind === 'stack' ? perspective.layers.filter((layer) => layer !== 'drafts') : [];
}

/** Releases that count against the Studio's release limit: active and scheduled ones. */
function countOpenReleases(store: Store): number {
  let count = 0;
  for (const doc of store.all()) if (isReleaseDocumentId(doc._id) && isOpenRelease(doc)) count++;
  return count;
}

function transactionIdOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !/^[a-zA-Z0-9._-]{1,128}$/.test(value)) {
    throw badRequest('`transactionId` must be a string of at most 128 characters a-z, A-Z, 0-9, ".", "_" or "-"');
  }
  return value;
}

/**
 * Project housekeeping calls the Studio makes on start-up. Sanity answers them with project,
 * dataset and billing details; a lake has one project, one public dataset and no add-ons, and
 * answering keeps the Studio's console free of errors that would hide real ones.
 */
function studioHousekeeping(segments: string[], search: URLSearchParams): unknown {
  const path = segments.join('/');
  if (path === 'ping') return 'PONG';
  if (path === `projects/${PROJECT_ID}`) {
    return { id: PROJECT_ID, displayName: 'Dealer platform (local)', organizationId: null, organization: null, members: [], metadata: {} };
  }
  if (path === `projects/${PROJECT_ID}/grants`) return {};
  if (path === `projects/${PROJECT_ID}/user-applications`) return [];
  if (path === `projects/${PROJECT_ID}/datasets`) {
    // Add-on datasets (comments) are asked for with a profile: there are none.
    return search.has('datasetProfile') ? [] : [{ name: DATASET, aclMode: 'public' }];
  }
  return undefined;
}

/** The users among `ids` (Sanity's shape: `{id, displayName, imageUrl}`); there is one, the token's holder. */
function usersOf(ids: string[]): { id: string; displayName: string; imageUrl: null }[] {
  const user = localUser();
  return ids.includes(LOCAL_IDENTITY) ? [{ id: LOCAL_IDENTITY, displayName: String(user.name), imageUrl: null }] : [];
}

function localUser(): Record<string, unknown> {
  return {
    id: LOCAL_IDENTITY,
    name: 'Local Developer',
    email: 'developer@localhost',
    profileImage: null,
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator' }],
    provider: 'local',
  };
}
