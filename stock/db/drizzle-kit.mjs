// Runs drizzle-kit so that it finds drizzle-orm: npm installed drizzle-orm under stock/node_modules
// (not hoisted), where drizzle-kit at the repo root cannot import it. Used by `npm run db:generate`.
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const fromStock = createRequire(new URL('../package.json', import.meta.url));
let resolving = false; // fromStock.resolve itself passes through this hook
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!resolving && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      resolving = true;
      try {
        return nextResolve(pathToFileURL(fromStock.resolve(specifier)).href, context);
      } finally {
        resolving = false;
      }
    }
    return nextResolve(specifier, context);
  },
});

const kitDir = dirname(fromStock.resolve('drizzle-kit'));
fromStock(join(kitDir, 'bin.cjs'));
