/**
 * Writes each demo site's seed content (tenants/sites/{slug}/content.ndjson) from the readable
 * source in this folder. The Content Lake loads these files on its first start.
 * Run: npm run content:seed
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoContent } from './demo-sites';
import { resetKeys } from './portable-text';
import { buildSiteContent } from './site-content';

export function seedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const spec of demoContent) {
    resetKeys();
    const lines = buildSiteContent(spec).map((doc) => JSON.stringify(doc));
    files.set(`${spec.site}/content.ndjson`, lines.join('\n') + '\n');
  }
  return files;
}

const sitesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'sites');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [path, content] of seedFiles()) {
    const file = join(sitesDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`wrote ${file} (${content.trim().split('\n').length} documents)`);
  }
}
