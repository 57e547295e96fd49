/**
 * Where web/serve.mts listens (README "Two commands"): this machine's loopback addresses, both
 * families so that `localhost` works whichever a client tries first, unless WEB_HOST names one
 * address (0.0.0.0 or :: for every interface). `npm start` sets WEB_HOST from HOST.
 */

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
