/**
 * Compression of what Next answers (pages, RSC payloads, JSON), done by the front door instead of by
 * Next (`compress: false` in next.config.ts) because Next's own middleware speaks only gzip. Brotli
 * at quality 5 is about as fast and makes a page's HTML a third smaller: a home page's document is
 * 25 KiB instead of 39, and the document is on the path of every first paint (README "Page speed").
 * Browsers without `br` get gzip, as before.
 *
 * The `compression` middleware decides and compresses (what is compressible, the threshold,
 * `no-transform`, Vary, the encoding the browser prefers); it is given a stand-in for the response
 * whose writes go to the next stage, so it never touches the response itself.
 */
import compression from 'compression';
import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import type { ResponseStage } from './response-stages.mts';

const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
const noop = () => {};

type Listener = (...args: unknown[]) => void;

/** The response as the middleware sees it; its `write`, `end`, `on`, `writeHead` and `flush` it replaces with its own. */
interface MiddlewareResponse {
  statusCode: number;
  readonly headersSent: boolean;
  getHeader(name: string): ReturnType<ServerResponse['getHeader']>;
  setHeader(name: string, value: OutgoingHttpHeader): MiddlewareResponse;
  appendHeader(name: string, value: string | readonly string[]): MiddlewareResponse;
  removeHeader(name: string): void;
  writeHead(statusCode: number): MiddlewareResponse;
  write(chunk: Buffer): boolean;
  end(chunk?: Buffer): unknown;
  on(type: string, listener: Listener): unknown;
  flush?(): void;
}

/** Compresses the answer on its way to `downstream` when the browser and the content allow. */
export const compressResponses: ResponseStage = (request, response, downstream) => {
  let headPassed = false;
  /** Re-emits the compressor's 'drain' on the response, where Next waits for it after a full write. */
  const forwardDrain = () => response.emit('drain');
  const target: MiddlewareResponse = {
    get statusCode() {
      return response.statusCode;
    },
    set statusCode(code) {
      response.statusCode = code;
    },
    get headersSent() {
      return headPassed;
    },
    getHeader: (name) => response.getHeader(name),
    setHeader: (name, value) => (response.setHeader(name, value), target),
    appendHeader: (name, value) => (response.appendHeader(name, value), target),
    removeHeader: (name) => response.removeHeader(name),
    writeHead: (statusCode) => {
      response.statusCode = statusCode;
      headPassed = true;
      downstream.writeHead();
      return target;
    },
    write: (chunk) => downstream.write(chunk),
    end: (chunk) => downstream.end(chunk),
    on: (type, listener) => {
      // Not compressing: the middleware hands its waiting 'drain' listeners to the response, which
      // emits its own; the forwarder is for the compressor's alone.
      if (!(type === 'drain' && listener === forwardDrain)) response.on(type, listener);
      return target;
    },
  };
  compress(request as Parameters<typeof compress>[0], target as unknown as Parameters<typeof compress>[1], noop);
  // Waits in the middleware until it knows whether it compresses; then goes on its compressor.
  target.on('drain', forwardDrain);

  return {
    // The middleware's own `writeHead` decides; it then calls the one above, which passes the head on.
    writeHead: () => {
      if (!headPassed) target.writeHead(response.statusCode);
    },
    flushHeaders: () => {
      if (!headPassed) target.writeHead(response.statusCode);
      downstream.flushHeaders();
    },
    write: (chunk) => target.write(chunk),
    end: (chunk) => {
      target.end(chunk);
    },
    flush: () => {
      target.flush?.();
      downstream.flush();
    },
  };
};
