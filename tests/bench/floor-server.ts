/**
 * The bare Node floor of bench:load (README "Page speed"): a plain `node:http` server that answers
 * each address with the very answer the stack gave for it once before the run (its status, its
 * headers, its compressed body as sent). It does no routing beyond a lookup, no rendering and no
 * compression, so its requests per second are what Node itself manages for those bytes on this
 * machine, and a page's own figure reads as a percentage of it.
 *
 * Run as its own process (as the stack is), so autocannon and the server do not share an event
 * loop:  node --import tsx tests/bench/floor-server.ts ANSWERS.json
 * It listens on a free loopback port and writes `listening PORT` on its first line of output.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** One answer as the stack sent it: `body` holds the bytes on the wire (brotli when it said br). */
export interface StoredAnswer {
  method: string;
  path: string;
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** How answers travel to the floor's process: JSON, each body in base64. */
export interface StoredAnswerFile {
  answers: { method: string; path: string; status: number; headers: http.OutgoingHttpHeaders; bodyBase64: string }[];
}

/**
 * Headers about this one connection or this one framing, not about the answer: the floor frames the
 * stored body with its own `content-length`, as a server that has the whole body at hand does.
 */
const connectionHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The server, not yet listening: each stored address answers its bytes; any other is a 404. */
export function createFloorServer(answers: readonly StoredAnswer[]): http.Server {
  const byAddress = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();
  for (const answer of answers) {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answer.headers)) if (!connectionHeaders.has(name.toLowerCase())) headers[name] = value;
    headers['content-length'] = answer.body.length;
    byAddress.set(keyOf(answer.method, answer.path), { status: answer.status, headers, body: answer.body });
  }
  return http.createServer((request, response) => {
    const answer = byAddress.get(keyOf(request.method ?? 'GET', request.url ?? '/'));
    // A POST's body is read to its end, as any server must before it answers on a kept-alive connection.
    request.resume();
    if (!answer) {
      response.writeHead(404, { 'content-length': 0 }).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
}

export function answerFile(answers: readonly StoredAnswer[]): StoredAnswerFile {
  return { answers: answers.map(({ body, ...rest }) => ({ ...rest, bodyBase64: body.toString('base64') })) };
}

export function answersFrom(file: StoredAnswerFile): StoredAnswer[] {
  return file.answers.map(({ bodyBase64, ...rest }) => ({ ...rest, body: Buffer.from(bodyBase64, 'base64') }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: floor-server.ts ANSWERS.json');
  const server = createFloorServer(answersFrom(JSON.parse(readFileSync(file, 'utf8')) as StoredAnswerFile));
  server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
