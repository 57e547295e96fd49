import { defineCliConfig } from 'sanity/cli';

// Where `npm run typegen` reads the extracted schema and writes the types, relative to studio/
// (its --check run redirects both with TYPEGEN_DIR).
const typegenDir = process.env.TYPEGEN_DIR ?? '../schemas/generated';

// The Studio is built once (`sanity build`) and served by the local Content Lake under /studio,
// so it talks to the lake on its own origin (see config/environment.ts).
export default defineCliConfig({
  api: { projectId: 'local', dataset: 'production' },
  project: { basePath: '/studio' },
  // No CDN import map: the built Studio must run offline.
  deployment: { autoUpdates: false },
  reactStrictMode: false,
  // `sanity typegen generate` (scripts/typegen.ts): `schema` and `generates` are relative to
  // studio/, `path` globs to the working directory (studio/). node_modules must be excluded by hand
  // for globs that climb out of studio/.
  typegen: {
    schema: `${typegenDir}/schema.json`,
    generates: `${typegenDir}/sanity.types.ts`,
    path: ['../blocks/**/*.{ts,tsx}', '../web/**/*.{ts,tsx}', '../schemas/**/*.ts', '!../**/node_modules/**', '!../web/.next/**', '!../schemas/generated/**', '!../**/*.test.{ts,tsx}'],
    overloadClientMethods: true,
    formatGeneratedCode: false,
  },
});
