// Where `npm start`'s servers listen (README "Two commands"): this machine's loopback addresses,
// unless HOST (the web app and the lake) or a service's own variable says otherwise: WEB_HOST,
// LAKE_HOST, MAIL_HOST. The Studio's front door and the mail server stay on loopback whatever
// HOST says: the door hands out the lake's token, the mail server takes mail without a password
// (leads/delivery/mail-server.ts refuses any other address).

/** Both families, so `localhost` works whichever a client tries first (web/serve.mts and the lake do this). */
const LOOPBACK = ['127.0.0.1', '::1'];

/**
 * The address each service is told to listen on; undefined means its loopback default (both
 * 127.0.0.1 and ::1).
 * @param {Record<string, string | undefined>} env
 * @returns {{ web: string | undefined, lake: string | undefined, mail: string }}
 */
export function listenHosts(env) {
  const all = env.HOST?.trim() || undefined;
  return {
    web: env.WEB_HOST?.trim() || all,
    lake: env.LAKE_HOST?.trim() || all,
    mail: env.MAIL_HOST?.trim() || '127.0.0.1',
  };
}

/**
 * Where a service told `host` listens, as the start-up lines say it: `127.0.0.1:3000 and [::1]:3000`.
 * @param {string | undefined} host
 * @param {string | number} port
 */
export function describeListen(host, port) {
  return (host ? [host] : LOOPBACK).map((address) => (address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`)).join(' and ');
}

/**
 * The host part of a URL other processes on this machine use to reach a service told `host`:
 * 127.0.0.1 when it listens there (the default) or everywhere, else that address.
 * @param {string | undefined} host
 */
export function localUrlHost(host) {
  if (!host || host === '0.0.0.0' || host === '::' || host === '127.0.0.1') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
