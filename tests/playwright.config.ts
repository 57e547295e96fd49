import { defineConfig } from '@playwright/test';
import { dataDir, lakePort, lakeUrl, mailDir, mailPort, repoRoot, revalidateSecret, studioPort, webPort } from './e2e/stack';

const nodeBin = `${repoRoot}/node_modules/.bin`;
const env = {
  PATH: `${nodeBin}:${process.env.PATH}`,
  NEXT_TELEMETRY_DISABLED: '1',
  DEALER_DATA_DIR: dataDir,
  LAKE_URL: lakeUrl,
  LAKE_PORT: String(lakePort),
  LAKE_WEBHOOK_URL: `http://127.0.0.1:${webPort}/api/revalidate`,
  REVALIDATE_SECRET: revalidateSecret,
  STUDIO_PORT: String(studioPort),
  WEB_ORIGIN_PATTERN: `http://{site}.localhost:${webPort}`,
  // Lead emails (README "Lead delivery") go to this suite's own local mail server.
  SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
  MAIL_PORT: String(mailPort),
  MAIL_DIR: mailDir,
  // One browser sends every test's searches and leads from one address; the limits have their own tests.
  RATE_LIMITS: 'off',
  // The test clock of the §9 deposit hold: a reservation's hold lapses after 20 s instead of 48 hours.
  RESERVATION_HOLD_SECONDS: '20',
};

/** End-to-end tests: Debian's Chromium against the production build, one project for all demo sites. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One more try on CI, where the machine is shared and a 50-minute run is lost to one slow moment;
  // the list reporter still names such a test "flaky", and locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    // A page or click that hangs fails at its own step with its own message, not as a test that
    // ran out of time somewhere (Playwright's default is to wait as long as the test may).
    navigationTimeout: 45_000,
    actionTimeout: 30_000,
  },
  projects: [
    { name: 'sites', testIgnore: /(studio|start|cluster)\.spec\.ts/ },
    // The editor's tests publish changes to the demo home pages that the site tests check, so they
    // run after them.
    { name: 'studio', testMatch: /studio\.spec\.ts/, dependencies: ['sites'] },
    // `npm start` itself, on its own ports, last: it starts a second web app and lake beside these.
    { name: 'start', testMatch: /start\.spec\.ts/, dependencies: ['studio'] },
    // `npm run start:cluster` (README "Running many instances"), on its own ports and servers, after
    // `npm start`: both start web apps and lakes beside the suite's.
    { name: 'cluster', testMatch: /cluster\.spec\.ts/, dependencies: ['start'] },
  ],
  webServer: [
    {
      command: 'node --import tsx leads/delivery/mail-cli.ts',
      cwd: repoRoot,
      env,
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx tests/e2e/start-lake.ts',
      cwd: repoRoot,
      env,
      url: `${lakeUrl}/v2025-02-19/data/query/production?query=count(*)`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The production server as npm start runs it (web/serve.mts: Next behind the request guard).
      // The suite's lake is new each run, so what Next kept on disk from a previous run on the same
      // build (pages in .next/server/route-cache, lookups in .next/cache/fetch-cache, answered
      // stale-while-revalidate) is a past lake's: drop it. A fresh build has neither.
      command: `node -e "for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) require('node:fs').rmSync(dir, { recursive: true, force: true })" && node serve.mts`,
      cwd: `${repoRoot}/web`,
      env: { ...env, PORT: String(webPort) },
      url: `http://127.0.0.1:${webPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
