// What `npm start` and `npm run start:cluster` share about their environment (README "Two
// commands", "Running many instances"): the ports, the data folder, where each server listens, and
// the environment every child process gets.
import { join, resolve } from 'node:path';
import { listenHosts, localUrlHost } from './listen-hosts.mjs';

/** The repository root (this file is in scripts/). */
export const repoRoot = new URL('..', import.meta.url).pathname;

/**
 * The stack's settings from `processEnv`: PORT, LAKE_PORT, STUDIO_PORT, MAIL_PORT, DEALER_DATA_DIR,
 * LAKE_DATA_DIR, HOST and its kin, SMTP_URL, MAIL_DIR. `web` is where the web app answers the
 * shoppers on PORT: the one web process for `npm start`, the balancer for the cluster; the lake's
 * webhook and the sites' origins point there.
 * @param {Record<string, string | undefined>} processEnv
 * @param {{ dev?: boolean }} [options]
 */
export function stackSettings(processEnv, { dev = false } = {}) {
  const webPort = processEnv.PORT ?? '3000';
  const lakePort = processEnv.LAKE_PORT ?? '4000';
  const studioPort = processEnv.STUDIO_PORT ?? '3333';
  const mailPort = processEnv.MAIL_PORT ?? '2525';
  const dataDir = resolve(repoRoot, processEnv.DEALER_DATA_DIR ?? '.data');
  // Loopback only unless HOST (or WEB_HOST, LAKE_HOST, MAIL_HOST) says otherwise (README "Two commands").
  const hosts = listenHosts(processEnv);
  // next dev listens on one address only.
  if (dev) hosts.web ??= '127.0.0.1';
  // The local mail server runs, and /inbox exists, only when no real SMTP server is configured.
  const localMail = !processEnv.SMTP_URL;
  const inherited = { ...processEnv };
  delete inherited.MAIL_DIR;
  /** @type {Record<string, string>} */
  const env = /** @type {Record<string, string>} */ ({
    ...inherited,
    NEXT_TELEMETRY_DISABLED: '1',
    WEB_HOST: hosts.web ?? '',
    LAKE_HOST: hosts.lake ?? '',
    MAIL_HOST: hosts.mail,
    LAKE_PORT: lakePort,
    // The web app finds the lake's token and certificate under its data folder, so they move together.
    ...(processEnv.DEALER_DATA_DIR && !processEnv.LAKE_DATA_DIR ? { LAKE_DATA_DIR: join(processEnv.DEALER_DATA_DIR, 'lake') } : {}),
    LAKE_URL: processEnv.LAKE_URL ?? `https://localhost:${lakePort}`,
    LAKE_WEBHOOK_URL: processEnv.LAKE_WEBHOOK_URL ?? `http://${localUrlHost(hosts.web)}:${webPort}/api/revalidate`,
    STUDIO_PORT: studioPort,
    // Lead emails go to the local mail server below unless a real SMTP server is configured (README
    // "Lead delivery").
    SMTP_URL: processEnv.SMTP_URL ?? `smtp://${localUrlHost(hosts.mail)}:${mailPort}`,
    MAIL_PORT: mailPort,
    // Where the local mail server keeps messages and /inbox reads them; unset (no inbox) without it.
    ...(localMail ? { MAIL_DIR: resolve(repoRoot, processEnv.MAIL_DIR ?? join(dataDir, 'mail')) } : {}),
    WEB_ORIGIN_PATTERN: processEnv.WEB_ORIGIN_PATTERN ?? `http://{site}.localhost:${webPort}`,
    SANITY_TELEMETRY_DISABLED: '1',
    // Our own node_modules/.bin first, so every child runs on the pinned Node 24 (TOOLCHAIN.md).
    PATH: `${join(repoRoot, 'node_modules', '.bin')}:${processEnv.PATH}`,
  });
  return { webPort, lakePort, studioPort, mailPort, dataDir, hosts, localMail, env };
}
