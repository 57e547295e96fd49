/**
 * The checked-in content types (schemas/generated: the extracted Studio schema and the TypeGen
 * output for every `defineQuery`) and the generated page query are what `npm run typegen` makes
 * from today's schemas and queries (README "Typed content (Sanity TypeGen)"). A stale file fails
 * here with the command that mends it.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

describe('generated content types are up to date (README "Typed content (Sanity TypeGen)")', () => {
  it('npm run typegen -- --check finds nothing stale', { timeout: 240_000 }, async () => {
    const result = await run(process.execPath, ['--import', 'tsx', '--import', './scripts/css-modules.mjs', 'studio/typegen.ts', '--check'], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 }).then(
      (ok) => ({ code: 0, output: ok.stdout + ok.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, output: failed.stdout + failed.stderr }),
    );
    expect(result.output).toContain('generated content types are up to date');
    expect(result.code).toBe(0);
  });
});
