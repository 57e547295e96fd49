export const HEALTH_CHECK: { interMs: number; fall: number; rise: number };
export interface Address {
  host: string;
  port: number;
}
export interface Instance extends Address {
  name: string;
}
export interface HaproxyOptions {
  listen: Address[];
  instances?: Instance[];
  /** The instances a DNS name resolves to (a scaled docker compose service), up to `max`. */
  discover?: { name: string; port: number; max: number; nameserver: string };
  /** HTTPS on `listen` with the certificates (a file or a folder of PEMs), plain HTTP on `httpPort` redirected. */
  tls?: { certificates: string; httpPort: number };
  header?: string;
  logLevel?: string;
}
/** HAProxy's configuration for the web instances, answering on `listen` (README "Running many instances"). */
export function haproxyConfig(options: HaproxyOptions): string;
