// http://localhost:3333, the Studio's front door for a person on this machine: it redirects to the
// Studio on the lake's HTTPS origin with the lake's token in the URL fragment, which the Studio
// stores and then removes from the address bar. That is the "logged in as the local editor" step:
// no sanity.io account. It listens on loopback only; anyone who can reach it can also read the
// token file, so it gives nothing away.
import http from 'node:http';

export interface StudioDoor {
  port: number;
  close(): Promise<void>;
}

export function openStudioDoor(options: { port: number; lakeUrl: string; token: string; host?: string }): Promise<StudioDoor> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Keep a deep link (/studio/riverside-kia/...), with its query (Presentation's ?preview=), when one is asked for.
    const target = url.pathname.startsWith('/studio/') ? `${url.pathname}${url.search}` : '/studio/';
    res.writeHead(302, { location: `${options.lakeUrl}${target}#token=${options.token}`, 'cache-control': 'no-store' });
    res.end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
