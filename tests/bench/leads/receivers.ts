import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { verifyWebhookSignature } from '@dealer/leads/testing';

/**
 * The delivery bench's receivers, in the bench's own process (so their clock is the one the leads
 * were stored by): an SMTP server and a CRM webhook that record every message they accept, by its
 * idempotency key, and can be told to fail for a while. A receiver dedupes by that key; the bench
 * counts how often it had to.
 */

/** Every accepted message by idempotency key: the receive times, oldest first. */
export class Receipts {
  readonly byKey = new Map<string, number[]>();
  /** Where each key's first copy went: the SMTP recipients, or the webhook's path. */
  readonly destination = new Map<string, string>();
  total = 0;

  record(key: string, destination: string, at = Date.now()): void {
    this.total += 1;
    const times = this.byKey.get(key);
    if (times) times.push(at);
    else {
      this.byKey.set(key, [at]);
      this.destination.set(key, destination);
    }
  }

  /** Accepted messages a receiver that dedupes by key drops: repeats of a key it already had. */
  get repeats(): number {
    return this.total - this.byKey.size;
  }
}

export type SmtpMode = 'accept' | 'refuse';

export interface SmtpReceiver {
  port: number;
  /** Message keys (`{lead id}.{channel}`, the Message-ID's left part), or the raw Message-ID when it has another form. */
  receipts: Receipts;
  /** `refuse` answers MAIL FROM with 451 (a temporary failure: the sender must retry later). */
  setMode(mode: SmtpMode): void;
  refused: number;
  close(): Promise<void>;
}

function messageKey(head: string): string {
  const id = /^message-id:[ \t]*(.+)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
  return /^<([^<>@\s]+)@[^<>\s]+>$/.exec(id)?.[1] ?? (id || '(no Message-ID)');
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const receipts = new Receipts();
  let mode: SmtpMode = 'accept';
  const receiver: SmtpReceiver = {
    port: 0,
    receipts,
    refused: 0,
    setMode(next) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    name: 'bench.localhost',
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (mode === 'accept') return callback();
      receiver.refused += 1;
      callback(smtpError('Mailbox busy, try again later', 451));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const end = raw.indexOf('\r\n\r\n');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        receipts.record(messageKey(raw.subarray(0, end === -1 ? raw.length : end).toString('latin1')), to);
        callback(null, 'Queued');
      });
    },
  });
  server.on('error', () => undefined); // a client that drops its connection (a killed worker)
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  receiver.port = (server.server.address() as AddressInfo).port;
  return receiver;
}

export type WebhookMode = 'ok' | 'error' | 'hang';

export interface WebhookReceiver {
  /** The base URL; sites post to `{url}/crm/{site}`. */
  url: string;
  /** Idempotency-Key headers of the requests answered 200. */
  receipts: Receipts;
  /** `error` answers 500; `hang` reads the request and never answers (the sender's timeout must fire). */
  setMode(mode: WebhookMode): void;
  answered500: number;
  hung: number;
  /** Requests whose signature did not verify (answered 401, not recorded). */
  badSignatures: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const receipts = new Receipts();
  let mode: WebhookMode = 'ok';
  const hanging = new Set<ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    receipts,
    answered500: 0,
    hung: 0,
    badSignatures: 0,
    // Requests already hanging stay unanswered until the sender gives up on them.
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function handle(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    if (mode === 'hang') {
      receiver.hung += 1;
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (mode === 'error') {
      receiver.answered500 += 1;
      response.writeHead(500, { 'content-type': 'text/plain' }).end('CRM unavailable');
      return;
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (!verifyWebhookSignature({ secret, timestamp: header('x-dealer-timestamp'), body, signature: header('x-dealer-signature') })) {
      receiver.badSignatures += 1;
      response.writeHead(401).end();
      return;
    }
    receipts.record(header('idempotency-key') ?? '(no Idempotency-Key)', request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', () => response.destroy());
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
