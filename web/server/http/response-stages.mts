/**
 * How the front door rewrites what Next writes (README "Page speed"): the one place that takes over
 * a response's `writeHead`, `flushHeaders`, `write`, `end` and `flush`. Next's calls, in any of
 * Node's overloads, are turned here into a few plain calls on a chain of stages: the head (status
 * and headers, as they stand on the response), then the body as bytes. Each stage receives the
 * writer below it and returns its own; the last one writes to the socket. If a Next upgrade
 * changes how it writes, this file and its test (response-stages.test.ts) are where it shows.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * What a stage writes to. `writeHead` says that the status and headers on the response are final;
 * it may not come at all, the head then goes with the first `write` or `end`, as with Node's own
 * response. `flushHeaders` asks for the head to be sent now (Next does on its first chunk, so the
 * browser starts early). `flush` asks for what is buffered (by a compressor) to go out (Next calls
 * it after each chunk). A `write` that returns false promises a `'drain'` event on the response.
 */
export interface ResponseWriter {
  writeHead(): void;
  flushHeaders(): void;
  write(chunk: Buffer): boolean;
  end(chunk?: Buffer): void;
  flush(): void;
}

/**
 * A stage: given the exchange and the writer below it, the writer that Next's answer (or the stage
 * above) writes to. A stage with nothing to do for this request returns `downstream` itself.
 */
export type ResponseStage = (request: IncomingMessage, response: ServerResponse, downstream: ResponseWriter) => ResponseWriter;

type Callback = (error?: Error | null) => void;

/**
 * Routes what is written to `response` through `stages`, in the order given: the first sees Next's
 * calls, the last writes to the socket. Call once, before the response is handed to Next.
 */
export function rewriteResponse(request: IncomingMessage, response: ServerResponse, stages: readonly ResponseStage[]): void {
  let writer = socketWriter(response);
  for (const stage of [...stages].reverse()) writer = stage(request, response, writer);
  const chain = writer;
  let headDone = false;
  let ended = false;

  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers given here count as if set one by one, so that each stage reads them on the response.
    if (typeof rest[0] === 'string') response.statusMessage = rest[0];
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (Array.isArray(headers)) setHeaderList(response, headers);
    else for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) response.setHeader(name, value);
    response.statusCode = statusCode;
    if (!headDone) {
      headDone = true;
      chain.writeHead();
    }
    return response;
  }) as ServerResponse['writeHead'];

  response.flushHeaders = () => {
    headDone = true;
    chain.flushHeaders();
  };

  response.write = ((chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    const done = [encodingOrCallback, callback].find((argument): argument is Callback => typeof argument === 'function');
    if (ended) return false;
    const taken = chain.write(asBuffer(chunk, encodingOrCallback));
    // No caller of ours passes one (Next's writers and `pipe` don't); it is called once the chunk is taken.
    if (done) process.nextTick(done);
    return taken;
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    const done = [chunk, encodingOrCallback, callback].find((argument): argument is Callback => typeof argument === 'function');
    if (done && response.writableFinished) process.nextTick(done);
    else if (done) response.once('finish', () => done());
    if (ended) return response;
    ended = true;
    chain.end(chunk === undefined || chunk === null || typeof chunk === 'function' ? undefined : asBuffer(chunk, encodingOrCallback));
    return response;
  }) as ServerResponse['end'];

  // The `compression` middleware's name for it, which Next calls after each chunk when present.
  (response as ServerResponse & { flush(): void }).flush = () => chain.flush();
}

/** The bottom of every chain: Node's own methods, captured before rewriteResponse replaces them. */
function socketWriter(response: ServerResponse): ResponseWriter {
  const { writeHead, flushHeaders } = response;
  const write = response.write as (this: ServerResponse, chunk: Buffer) => boolean;
  const end = response.end as (this: ServerResponse, chunk?: Buffer) => ServerResponse;
  // The head is always sent explicitly: Node's write and end would otherwise call `this.writeHead`,
  // which by then is the top of the chain.
  const head = () => {
    if (!response.headersSent) writeHead.call(response, response.statusCode);
  };
  return {
    writeHead: head,
    flushHeaders: () => {
      head();
      flushHeaders.call(response);
    },
    write: (chunk) => {
      head();
      return write.call(response, chunk);
    },
    end: (chunk) => {
      head();
      end.call(response, chunk);
    },
    flush: () => {},
  };
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw Object.assign(new TypeError(`The "chunk" argument must be of type string or an instance of Buffer or Uint8Array. Received ${typeof chunk}`), { code: 'ERR_INVALID_ARG_TYPE' });
}

/** `writeHead`'s array forms: `[[name, value], …]` or Node's raw `[name, value, name, value, …]`. */
function setHeaderList(response: ServerResponse, headers: readonly OutgoingHttpHeader[]): void {
  if (headers.length > 0 && Array.isArray(headers[0])) {
    for (const pair of headers as unknown as [string, OutgoingHttpHeader][]) response.setHeader(pair[0], pair[1]);
    return;
  }
  for (let index = 0; index < headers.length; index += 2) response.removeHeader(String(headers[index]));
  for (let index = 0; index < headers.length; index += 2) response.appendHeader(String(headers[index]), headers[index + 1] as string | string[]);
}
