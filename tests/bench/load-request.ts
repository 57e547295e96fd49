/**
 * What bench:load asks for, as autocannon sends it (README "Page speed"): a browser's request for
 * the target (Chromium's document headers for a page, `Accept-Encoding: gzip, deflate, br, zstd`
 * and `Accept: text/html,...` included; its `fetch` headers for the search client's POST), with the
 * site's Host. The same request goes to the stack and to the bare Node floor, so both answer alike.
 */
import type autocannon from 'autocannon';
import { browserHeaders, type RequestKind } from './platform';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** What a browser asks for: a page it navigates to, or the search client's fetch. */
  kind: RequestKind;
  body?: string;
}

/** Where the requests go: loopback `port`, with the site's `host` and `origin` in the headers. */
export interface LoadDestination {
  port: number;
  host: string;
  origin: string;
}

export function requestHeaders(target: LoadTarget, to: LoadDestination): Record<string, string> {
  return {
    host: to.host,
    ...browserHeaders(target.kind, to.origin),
    ...(target.body ? { 'content-type': 'application/json' } : {}),
  };
}

export function loadOptions(target: LoadTarget, to: LoadDestination, run: { connections: number; duration: number }): autocannon.Options {
  return {
    url: `http://127.0.0.1:${to.port}${target.path}`,
    method: target.method,
    headers: requestHeaders(target, to),
    body: target.body,
    connections: run.connections,
    duration: run.duration,
  };
}
