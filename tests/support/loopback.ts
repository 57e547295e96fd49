/**
 * One GET to a server on this machine with the Host header a browser would send. Node cannot
 * resolve `*.localhost` and its fetch ignores a Host header (TOOLCHAIN.md), so tests and benchmarks
 * that speak to a site connect to 127.0.0.1 with `node:http` instead.
 */
import http from 'node:http';
import https from 'node:https';

export interface LoopbackAnswer {
  status: number;
  body: string;
  location?: string;
}

export function getOverLoopback(options: { port: number; path: string; host: string; tls?: boolean; timeoutMs?: number }): Promise<LoopbackAnswer> {
  const client = options.tls ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      // The lake's certificate is self-signed; these requests never leave the machine. A fresh
      // connection each time (agent: false): a kept-alive socket the server has just closed would
      // fail the next request with ECONNRESET, a race of the client's, not the server's.
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        headers: { host: options.host },
        agent: false,
        rejectUnauthorized: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, location: response.headers.location }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${options.path} timed out`)));
    // The error names the request, so a failure in a long wait says which server failed.
    request.on('error', (error) => reject(new Error(`GET ${options.tls ? 'https' : 'http'}://${options.host}${options.path} (port ${options.port}): ${error.message}`, { cause: error })));
  });
}
