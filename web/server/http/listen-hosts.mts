/**
 * Where web/serve.mts listens (README "Two commands"): this machine's loopback addresses, both
 * families so that `localhost` works whichever a client tries first, unless WEB_HOST names one
 * address (0.0.0.0 or :: for every interface). `npm start` sets WEB_HOST from HOST.
 */
import { createServer, type RequestListener, type Server } from 'node:http';

/** The default: loopback only, IPv4 and IPv6. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', '::1'];

const WILDCARDS = new Set(['0.0.0.0', '::']);

/** The addresses to listen on for a WEB_HOST value (unset or empty: loopback). */
export function webListenHosts(webHost: string | undefined): readonly string[] {
  const chosen = webHost?.trim();
  return chosen ? [chosen] : LOOPBACK_HOSTS;
}

/** The address the server reaches itself at (its request for a 404 page): loopback whenever it listens there. */
export function selfAddress(hosts: readonly string[]): string {
  if (hosts.some((host) => host === '127.0.0.1' || WILDCARDS.has(host))) return '127.0.0.1';
  return hosts[0] ?? '127.0.0.1';
}

/** `127.0.0.1:3000 and [::1]:3000`, for the start-up line. */
export function describeListenAddresses(hosts: readonly string[], port: number | string): string {
  return hosts.map((host) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`)).join(' and ');
}

/**
 * One server per address, all on `port`. With `ipv6Optional` (WEB_HOST unset), ::1 is skipped where
 * this machine has no IPv6; any other failure (::1's port taken by another program, which
 * `localhost` would then reach) rejects. Resolves to the servers listening, with their address.
 */
export async function listenOnHosts(
  listener: RequestListener,
  hosts: readonly string[],
  port: number,
  { ipv6Optional }: { ipv6Optional: boolean },
): Promise<{ host: string; server: Server }[]> {
  const noIpv6 = (error: NodeJS.ErrnoException) => error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT';
  const listening = await Promise.all(
    hosts.map(
      (host) =>
        new Promise<{ host: string; server: Server } | null>((listened, failed) => {
          const server = createServer(listener);
          server.once('error', (error: NodeJS.ErrnoException) => (ipv6Optional && host === '::1' && noIpv6(error) ? listened(null) : failed(error)));
          server.listen(port, host, () => listened({ host, server }));
        }),
    ),
  );
  return listening.filter((entry) => entry !== null);
}
