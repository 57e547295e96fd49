import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and integration tests live next to the code they test (`*.test.ts(x)`);
// Playwright end-to-end specs live in tests/e2e and are run by `npm run test:e2e`.
export default defineConfig({
  resolve: {
    alias: [
      { find: 'server-only', replacement: fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)) },
      // web's path alias (web/tsconfig.json): `@/server/…` is web/server/…, so no import climbs past two folders.
      { find: /^@\//, replacement: fileURLToPath(new URL('./web/', import.meta.url)) },
    ],
  },
  test: {
    include: ['{tenants,db,stock,demo,schemas,leads,blocks,web,studio,tests,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'web/.next/**'],
    // One test file per core. Vitest's default leaves a core free for its own process, which on a
    // 2-core machine is one file at a time and the second core mostly idle: two workers took the
    // suite from 472 s to 335-362 s here (README "Useful commands", how long npm test takes).
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
