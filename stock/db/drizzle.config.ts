import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (from the repo root) writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './stock/db/schema.ts',
  out: './stock/db/migrations',
});
