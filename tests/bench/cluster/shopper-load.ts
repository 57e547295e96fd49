/**
 * The mixed shopper load of `bench:cluster` (README "Running many instances"): a fixed number of
 * kept-alive connections through the balancer, each sending the next request of the mix as soon as
 * the last is answered, plus a steady stream of enquiries. Its own loop on node:http rather than
 * autocannon: each request is recorded with the time it was sent, so the failures after an
 * instance is killed can be counted from that moment, and every enquiry carries a fresh captcha
 * answer.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { browserHeaders, type RequestKind as BrowserRequestKind } from '../platform';
import type { RequestKind, RequestRecord } from './load-figures';

export interface ShopperRequest {
  kind: RequestKind;
  site: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface ShopperLoadOptions {
  port: number;
  /** The Host header for a site (`{site}.localhost:PORT`). */
  host: (site: string) => string;
  connections: number;
  /** The next page view or search of the mix. */
  next: () => ShopperRequest;
  /** The next enquiry (async: it solves a captcha), sent every `enquiryEveryMs`. */
  nextEnquiry: () => Promise<ShopperRequest>;
  enquiryEveryMs: number;
  /** A request not answered within this is a failure (status 0). */
  timeoutMs?: number;
}

export interface RunningLoad {
  /** The records so far (the array keeps growing until `stop`). */
  records: RequestRecord[];
  /** Stops sending, waits for the requests in flight, and returns every record. */
  stop(): Promise<RequestRecord[]>;
}

/** What a browser asks for with each kind of request (a page navigation, or the search client's fetch). */
const browserKind = (request: ShopperRequest): BrowserRequestKind => (request.method === 'POST' ? 'fetch' : 'document');

export function startShopperLoad(options: ShopperLoadOptions): RunningLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections + 1 });
  const records: RequestRecord[] = [];
  let running = true;

  const send = (request: ShopperRequest): Promise<void> =>
    new Promise((done) => {
      const sentAt = Date.now();
      const started = performance.now();
      const host = options.host(request.site);
      const finish = (status: number, error?: string) => {
        records.push({ kind: request.kind, sentAt, ms: performance.now() - started, status, ...(error ? { error } : {}) });
        done();
      };
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: request.method,
          path: request.path,
          agent,
          timeout: options.timeoutMs ?? 30_000,
          headers: {
            host,
            ...browserHeaders(browserKind(request), `http://${host}`),
            ...(request.body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          // The body is read to its end (as a browser does), and dropped.
          response.resume();
          response.on('end', () => finish(status, status >= 400 ? `${status} ${request.method} ${request.path}` : undefined));
          response.on('error', (error) => finish(0, error.message));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error: NodeJS.ErrnoException) => finish(0, error.code ?? error.message));
      outgoing.end(request.body);
    });

  const shopper = async () => {
    while (running) await send(options.next());
  };
  const enquiries = async () => {
    while (running) {
      const due = Date.now() + options.enquiryEveryMs;
      await send(await options.nextEnquiry());
      await sleep(Math.max(0, due - Date.now()));
    }
  };
  const workers = [...Array.from({ length: options.connections }, shopper), enquiries()];

  return {
    records,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return records;
    },
  };
}
