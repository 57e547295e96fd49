import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The workspace root: the nearest folder up from the working directory whose package.json has workspaces. */
function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"workspaces"')) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

/** Where the embedded stores keep their files (`.data/` at the repo root unless DEALER_DATA_DIR says otherwise). */
export const dataDir = process.env.DEALER_DATA_DIR
  ? resolve(process.env.DEALER_DATA_DIR)
  : join(findRepoRoot(process.cwd()), '.data');

export function readDataFile(relative: string): string | undefined {
  const file = join(dataDir, relative);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
