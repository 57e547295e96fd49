// Starts the e2e lake from an empty data folder, so every run begins from the demo seed. The CLI
// validates a release's documents with the content model before publishing (lake README "Releases").
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './stack';

rmSync(dataDir, { recursive: true, force: true });
process.env.LAKE_DATA_DIR = join(dataDir, 'lake');
await import('@dealer/studio/lake/cli');
