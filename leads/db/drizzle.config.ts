import { defineConfig } from 'drizzle-kit';

// `npm run db:generate:leads` (from the repo root) writes a new migration after a change to leads' tables.
export default defineConfig({
  dialect: 'postgresql',
  schema: './leads/db/schema.ts',
  out: './leads/db/migrations',
});
