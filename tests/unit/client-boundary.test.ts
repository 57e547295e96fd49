/**
 * A server module that imports a *value* from a 'use client' module gets a client reference, not
 * the value (React Server Components): an array becomes an object without `.map`, and the page
 * answers 500 only in the built app (unit tests render without that boundary). This happened once
 * (the budget island's message keys). The rule here: from a 'use client' module, a module
 * without the directive imports only components (PascalCase) or types.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const roots = ['blocks', 'web'].map((folder) => join(repoRoot, folder));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === '.next' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const isClientModule = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source);

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** Value imports (names not marked `type`) of every relative `import { ... } from '...'` statement. */
function valueImports(source: string): { names: string[]; specifier: string }[] {
  const found: { names: string[]; specifier: string }[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+'(\.[^']+)'/gm)) {
    const names = [match[1], ...(match[2] ?? '').split(',').map((part) => part.trim())]
      .filter((name): name is string => Boolean(name) && !name!.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!.trim());
    found.push({ names, specifier: match[3]! });
  }
  return found;
}

describe('the client boundary (README "Architecture")', () => {
  it("server modules import only components and types from 'use client' modules", () => {
    const files = roots.flatMap((root) => sourceFiles(root));
    const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const imports = new Map(files.map((file) => [file, valueImports(sources.get(file)!).flatMap(({ names, specifier }) => {
      const target = resolveRelative(file, specifier);
      return target && sources.has(target) ? [{ names, specifier, target }] : [];
    })]));
    const importers = new Map<string, string[]>();
    for (const [file, list] of imports) for (const { target } of list) importers.set(target, [...(importers.get(target) ?? []), file]);
    // A module runs only in the browser when it says 'use client' or everything that imports it does.
    const memo = new Map<string, boolean>();
    const browserOnly = (file: string): boolean => {
      if (memo.has(file)) return memo.get(file)!;
      memo.set(file, false); // an import cycle counts as server-reachable
      const answer = isClientModule(sources.get(file)!) || ((importers.get(file) ?? []).length > 0 && importers.get(file)!.every(browserOnly));
      memo.set(file, answer);
      return answer;
    };
    const problems: string[] = [];
    for (const file of files) {
      if (browserOnly(file)) continue;
      for (const { names, specifier, target } of imports.get(file)!) {
        if (!isClientModule(sources.get(target)!)) continue;
        for (const name of names) if (!/^[A-Z]/.test(name)) problems.push(`${file.slice(repoRoot.length + 1)} imports ${name} from the client module ${specifier}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
