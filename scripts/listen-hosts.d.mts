/** The address each of `npm start`'s services is told to listen on; undefined: its loopback default (127.0.0.1 and ::1). */
export function listenHosts(env: Record<string, string | undefined>): { web: string | undefined; lake: string | undefined; mail: string };
/** `127.0.0.1:3000 and [::1]:3000`: where a service told `host` listens. */
export function describeListen(host: string | undefined, port: string | number): string;
/** The host part of a URL that reaches, from this machine, a service told `host`. */
export function localUrlHost(host: string | undefined): string;
