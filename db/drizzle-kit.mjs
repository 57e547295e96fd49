// Runs drizzle-kit so that it finds drizzle-orm: npm may install drizzle-orm under a workspace's
// node_modules (not hoisted), where drizzle-kit at the repo root cannot import it. Resolves both
// from this package (`@dealer/db`). Used by `npm run db:generate` and `npm run db:generate:leads`,
// each with its package's drizzle.config.ts (stock/db, leads/db).
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const fromDb = createRequire(new URL('./package.json', import.meta.url));
let resolving = false; // fromDb.resolve itself passes through this hook
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!resolving && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      resolving = true;
      try {
        return nextResolve(pathToFileURL(fromDb.resolve(specifier)).href, context);
      } finally {
        resolving = false;
      }
    }
    return nextResolve(specifier, context);
  },
});

const kitDir = dirname(fromDb.resolve('drizzle-kit'));
fromDb(join(kitDir, 'bin.cjs'));
