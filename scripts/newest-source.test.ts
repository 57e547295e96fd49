import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newestSource } from './newest-source.mjs';

const root = mkdtempSync(join(tmpdir(), 'newest-source-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file whose modification time is `seconds` after the epoch. */
function file(path: string, seconds: number): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, seconds, seconds);
}

file('app/a.ts', 1_000);
file('app/nested/b.ts', 2_000);
file('app/node_modules/dep/index.js', 9_000);
file('app/.next/BUILD_ID', 9_000);
file('app/.cache/x', 9_000);
file('config.ts', 3_000);

describe('newestSource (README "Two commands": npm start starts again after a first run)', () => {
  it.each([
    { entries: ['app'], newest: 2_000_000, case: 'a folder, walked recursively, skipping node_modules, .next and dot-folders' },
    { entries: ['config.ts'], newest: 3_000_000, case: 'a single file (the crash: scandir on a file)' },
    { entries: ['app', 'config.ts'], newest: 3_000_000, case: 'files and folders together' },
    { entries: ['missing', 'app/missing.ts'], newest: 0, case: 'missing entries count as nothing' },
  ])('$case', ({ entries, newest }) => {
    expect(newestSource(root, entries)).toBe(newest);
  });
});
