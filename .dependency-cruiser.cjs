// The package graph of ../shared/DESIGN.md ("Packages and what each may import"), enforced by
// `npm run lint` (dependency-cruiser). The table below is the whole policy: a package may import
// itself and the packages listed for it, always through `@dealer/<name>` and that package's
// `exports`, never by relative path; nothing may import `tests`; no import circles anywhere.
// scripts/package-graph.test.ts proves each rule fires on a fixture repo.

/** Of our packages, what each may import (DESIGN.md). */
const mayImport = {
  tenants: [],
  stock: ['tenants'],
  schemas: ['tenants'],
  leads: ['tenants', 'stock'],
  blocks: ['tenants', 'stock', 'schemas', 'leads'],
  web: ['tenants', 'stock', 'schemas', 'leads', 'blocks'],
  studio: ['tenants', 'schemas', 'blocks'],
  tests: ['tenants', 'stock', 'schemas', 'leads', 'blocks', 'web', 'studio'],
  scripts: [],
};
const packages = Object.keys(mayImport);
const alternatives = (names) => `^(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...packages
      .filter((name) => packages.some((other) => other !== name && !mayImport[name].includes(other)))
      .map((name) => ({
        name: `package-graph:${name}`,
        comment: `${name} may import only ${mayImport[name].join(', ') || 'none of our packages'} (DESIGN.md, Packages)`,
        severity: 'error',
        from: { path: `^${name}/` },
        to: { path: alternatives(packages.filter((other) => other !== name && !mayImport[name].includes(other))) },
      })),
    {
      name: 'through-package-name',
      comment: "another package is imported as @dealer/<name>, never by relative path into its folder",
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { path: alternatives(packages), pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-circular',
      comment: 'import circles make load order matter and hide the real layering',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: "an import that does not resolve, e.g. a deep path another package's exports do not offer",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'declared-workspace-dependency',
      comment: 'every workspace declares the @dealer/* packages it imports in its package.json',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^web/\\.next/', '^studio/(dist|\\.sanity)/', '^\\.data/', '^scripts/package-graph-fixture/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
