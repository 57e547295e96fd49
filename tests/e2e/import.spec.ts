import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { dataDir, repoRoot, siteUrl, webPort } from './stack';

const run = promisify(execFile);

test('a feed imported with the CLI is searchable at once; a bad row is reported by line and the rest land', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'feed-'));
  const file = join(dir, 'feed.json');
  const car = (id: string, model: string) => ({ id, make: 'Kia', model, year: 2026, car_type: 'new', status: 'in_stock', dealership_slug: 'riverside-kia', price: 41990, simple_body: 'suv' });
  writeFileSync(file, JSON.stringify([car('e2e-1', 'Zephyrtest'), { ...car('e2e-2', 'Zephyrtest'), year: 1800 }, car('e2e-3', 'Zephyrtest')]));

  const result = await run(process.execPath, ['--import', 'tsx', 'stock/import/cli.ts', file, '--site', 'riverside-kia'], {
    cwd: repoRoot,
    env: { ...process.env, WEB_URL: `http://127.0.0.1:${webPort}`, DEALER_DATA_DIR: dataDir },
  }).then(
    (ok) => ({ code: 0, ...ok }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.code, output).toBe(1); // a row was rejected
  expect(output).toContain('year must be 1900 or later');
  expect(output).toMatch(/inserted 2/);

  await page.goto(`${siteUrl('riverside-kia')}/search?query=zephyrtest`);
  await expect(page.getByTestId('car-card')).toHaveCount(2);
  await expect(page.getByTestId('car-card').first()).toContainText('2026 Kia Zephyrtest');
});
