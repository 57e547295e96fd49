/**
 * The package graph of DESIGN.md, as `npm run lint` enforces it (.dependency-cruiser.cjs). The rules
 * are run on a small fixture repo holding one forbidden import of each kind, so a rule that stops
 * firing fails here; and every workspace must declare the @dealer/* packages it imports.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const config = join(repoRoot, '.dependency-cruiser.cjs');
const run = promisify(execFile);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
interface CruiseResult {
  modules: { source: string; dependencies: { module: string; resolved: string }[] }[];
  summary: { violations: Violation[] };
}

/** Runs dependency-cruiser's CLI with the repo's rules over `folders` of `cwd`; exit code 1 just means violations. */
async function cruise(cwd: string, folders: string[]): Promise<CruiseResult> {
  const cli = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const args = [cli, ...folders, '--config', config, '--output-type', 'json'];
  const { stdout } = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (failed: { stdout?: string; stderr?: string }) => {
      if (!failed.stdout) throw new Error(`dependency-cruiser failed: ${failed.stderr}`);
      return { stdout: failed.stdout };
    },
  );
  return JSON.parse(stdout) as CruiseResult;
}

const fixture = mkdtempSync(join(tmpdir(), 'package-graph-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(path: string, content: string): void {
  const file = join(fixture, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A workspace of the fixture repo, linked into node_modules/@dealer as npm does. */
function workspace(name: string, files: Record<string, string>): void {
  write(`${name}/package.json`, JSON.stringify({ name: `@dealer/${name}`, type: 'module', exports: { '.': './index.ts' } }));
  write(`${name}/index.ts`, 'export const name = 1;\n');
  for (const [path, content] of Object.entries(files)) write(`${name}/${path}`, content);
  mkdirSync(join(fixture, 'node_modules', '@dealer'), { recursive: true });
  symlinkSync(join(fixture, name), join(fixture, 'node_modules', '@dealer', name));
}

write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }));
workspace('tenants', {});
workspace('db', { 'up-a-layer.ts': "import { name } from '@dealer/stock';\nexport const x = name;\n" });
workspace('stock', {
  'uses-db.ts': "import { name } from '@dealer/db';\nexport const x = name;\n",
  'a.ts': "import { b } from './b';\nexport const a = b;\n",
  'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'internal.ts': 'export const internal = 1;\n',
  'uses-tests.ts': "import { helper } from '../tests/helper';\nexport const x = helper;\n",
  'uses-demo.ts': "import { name } from '@dealer/demo';\nexport const x = name;\n",
  'uses-demo.test.ts': "import { name } from '@dealer/demo';\nexport const x = name;\n",
  'uses-blocks.test.ts': "import { name } from '@dealer/blocks';\nexport const x = name;\n",
});
workspace('demo', { 'allowed.ts': "import { name } from '@dealer/stock';\nexport const x = name;\n" });
workspace('schemas', { 'up-a-layer.ts': "import { name } from '@dealer/blocks';\nexport const x = name;\n" });
workspace('blocks', {
  'allowed.ts': "import { name } from '@dealer/stock';\nexport const x = name;\n",
  'uses-db.ts': "import { name } from '@dealer/db';\nexport const x = name;\n",
  'relative.ts': "import { name } from '../stock/index';\nexport const x = name;\n",
  'deep.ts': "import { internal } from '@dealer/stock/internal';\nexport const x = internal;\n",
});
workspace('leads', { 'server.ts': 'export const server = 1;\n' });
write('leads/package.json', JSON.stringify({ name: '@dealer/leads', type: 'module', exports: { '.': './index.ts', './server': './server.ts' } }));
workspace('studio', {
  'contract.ts': "import { name } from '@dealer/leads';\nexport const x = name;\n",
  'server-side.ts': "import { server } from '@dealer/leads/server';\nexport const x = server;\n",
});
write('tests/helper.ts', 'export const helper = 1;\n');

describe('npm run lint enforces the package graph (DESIGN.md, Packages; README "Architecture")', () => {
  it('flags exactly the forbidden imports of the fixture repo', async () => {
    const result = await cruise(fixture, ['tenants', 'db', 'stock', 'demo', 'schemas', 'leads', 'blocks', 'studio', 'tests']);
    const found = result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`).sort();
    expect(found).toEqual(
      [
        'package-graph:schemas: schemas/up-a-layer.ts', // schemas may import only tenants
        'package-graph:db: db/up-a-layer.ts', // the database imports none of our packages (stock/uses-db.ts may import it)
        'package-graph:blocks: blocks/uses-db.ts', // blocks get their data through their context, never from the database
        'through-package-name: blocks/relative.ts', // blocks may import stock, but as @dealer/stock
        'not-to-unresolvable: blocks/deep.ts', // past @dealer/stock's exports
        'no-circular: stock/a.ts', // a circle is reported once
        'package-graph:stock: stock/uses-tests.ts', // nothing imports tests
        'through-package-name: stock/uses-tests.ts',
        'package-graph:stock: stock/uses-demo.ts', // demo is built on stock: only stock's tests may use it
        'package-graph:stock-tests: stock/uses-blocks.test.ts', // stock's tests get demo, nothing more
        'studio-takes-leads-contract-only: studio/server-side.ts', // the Studio takes leads' browser-safe contract only
      ].sort(),
    );
  });

  it('every workspace declares the @dealer/* packages it imports', async () => {
    const workspaces: string[] = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;
    const result = await cruise(repoRoot, workspaces);
    const missing = new Set<string>();
    for (const module of result.modules) {
      const from = module.source.split('/')[0]!;
      if (!workspaces.includes(from)) continue;
      const manifest = JSON.parse(readFileSync(join(repoRoot, from, 'package.json'), 'utf8'));
      const declared = { ...manifest.dependencies, ...manifest.devDependencies };
      for (const dependency of module.dependencies) {
        const to = dependency.resolved.split('/')[0]!;
        if (to !== from && workspaces.includes(to) && !(`@dealer/${to}` in declared)) missing.add(`${from} imports @dealer/${to} (${module.source})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
