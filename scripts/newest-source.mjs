// The newest modification time among the sources a build compiles, so `npm start` rebuilds only
// when something changed. Entries may be folders (walked, skipping node_modules, build output and
// dot-folders) or single files; a missing entry counts as nothing.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const skipped = (name) => name === 'node_modules' || name === '.next' || name.startsWith('.');

/**
 * @param {string} root the folder the entries are relative to
 * @param {string[]} entries folders or files under `root`
 * @returns {number} the newest mtime in milliseconds, 0 when there is nothing
 */
export function newestSource(root, entries) {
  let newest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (!skipped(entry.name)) visit(join(path, entry.name));
    }
  };
  for (const entry of entries) visit(join(root, entry));
  return newest;
}
