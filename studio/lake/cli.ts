// The lake as a process: configuration from the environment, clean shutdown on signals.
//   LAKE_PORT           port (default 4000)
//   LAKE_HOST           interface (default: both 127.0.0.1 and ::1)
//   LAKE_DATA_DIR       data directory (default <repo>/.data/lake)
//   LAKE_WEBHOOK_URL    revalidation webhook (default http://127.0.0.1:3000/api/revalidate; empty: none)
//   REVALIDATE_SECRET   the webhook's bearer secret (default: generated once, kept in <dataDir>/webhook-secret)
//   STUDIO_PORT         the Studio's front door, http://localhost:3333 (default 3333; empty: none)
//   STUDIO_DIST_DIR     the built Studio (default <repo>/studio/dist), served under /studio
//   WEB_ORIGIN_PATTERN  where the Studio previews a site (default http://{site}.localhost:3000); also
//                       a browser origin allowed to use the lake (CORS)
//   LAKE_CORS_ORIGINS   more allowed browser origins, comma-separated (`*` or {name}: one DNS label;
//                       `:*`: any port); this machine's localhost origins are always allowed
// Seed files: <repo>/tenants/sites/*/content.ndjson, loaded on the first start only.
// Publishing a release (by hand or on schedule) first runs its documents through the content
// model's validation rules (./content-validation; README "Releases").
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentValidator } from './content-validation';
import { readOrCreateSecret } from './secrets';
import { startLake } from './server';
import { openStudioDoor } from './studio-door';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

async function seedFiles(): Promise<string[]> {
  const sitesDir = path.join(repoRoot, 'tenants', 'sites');
  const entries = await readdir(sitesDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(sitesDir, entry.name, 'content.ndjson'))
    .filter((file) => existsSync(file))
    .sort();
}

function portFromEnv(value: string | undefined): number {
  const port = Number(value ?? '4000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`LAKE_PORT must be a port number, got "${value}"`);
  return port;
}

/** LAKE_RELEASE_LIMIT: active releases the dataset may have at once (README "Content Releases"). */
function releaseLimitFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`LAKE_RELEASE_LIMIT must be a whole number of releases, 1 or more, got "${value}"`);
  return limit;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.LAKE_DATA_DIR || path.join(repoRoot, '.data', 'lake'));
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const webhookUrl = process.env.LAKE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/revalidate';
  const webhookSecretPath = path.join(dataDir, 'webhook-secret');
  const secret = process.env.REVALIDATE_SECRET || (await readOrCreateSecret(webhookSecretPath));
  const seeds = await seedFiles();
  const webOriginPattern = process.env.WEB_ORIGIN_PATTERN || 'http://{site}.localhost:3000';
  const corsOrigins = [webOriginPattern, ...(process.env.LAKE_CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim())].filter(Boolean);

  const lake = await startLake({
    dataDir,
    port: portFromEnv(process.env.LAKE_PORT),
    host: process.env.LAKE_HOST || undefined,
    seedFiles: seeds,
    webhooks: webhookUrl ? [{ url: webhookUrl, secret }] : [],
    studio: {
      distDir: path.resolve(process.env.STUDIO_DIST_DIR || path.join(repoRoot, 'studio', 'dist')),
      runtime: { webOriginPattern },
    },
    corsOrigins,
    validate: contentValidator(),
    releaseLimit: releaseLimitFromEnv(process.env.LAKE_RELEASE_LIMIT),
  });
  const studioPort = process.env.STUDIO_PORT ?? '3333';
  const door = studioPort ? await openStudioDoor({ port: portFromEnv(studioPort), lakeUrl: lake.url, token: lake.token }) : undefined;

  console.log(
    [
      `Local Content Lake ready at ${lake.url}`,
      `  Studio:      ${door ? `http://localhost:${door.port}` : `${lake.url}/studio`}`,
      `  token:       ${lake.tokenPath}`,
      `  certificate: ${lake.caCertPath} (trust it in Node with trustCertificate() from studio/lake/trust)`,
      `  webhook:     ${webhookUrl || '(none)'}` +
        (webhookUrl ? ` (secret ${process.env.REVALIDATE_SECRET ? 'from REVALIDATE_SECRET' : `in ${webhookSecretPath}`})` : ''),
      `  seed files:  ${seeds.length} found (loaded on the first start only)`,
      `  browsers:    localhost origins and ${corsOrigins.join(', ')} (CORS)`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      console.log(`lake: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`lake: ${signal}, shutting down`);
    Promise.all([lake.close(), door?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('lake: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Every request handler catches its own errors; this is the net under the net, so that one
  // unforeseen bug is a log line rather than a dead lake under the web app and the Studio.
  process.on('unhandledRejection', (error) => console.error('lake: unhandled rejection', error));
}

main().catch((error: unknown) => {
  console.error(`lake: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
