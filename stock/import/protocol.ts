import { z } from 'zod';
import type { ImportResult } from './import-feed';

/**
 * The HTTP contract between the import CLI and the running web app (which holds the PGlite
 * database while `npm start` runs). Both routes take `Authorization: Bearer <stock admin secret>`.
 *
 *   POST /api/stock/import   body ImportRequest   -> 200 ImportResponse (also when rows were
 *                                                    rejected), 400 for a bad body or unknown
 *                                                    site, 401 without the secret
 *   POST /api/stock/reindex  body { site }        -> 200 { cars } after rebuilding the index,
 *                                                    400 for a bad body, 404 for an unknown site
 *
 * Refusals are RFC 9457 problem details (README "Routes and errors"): the CLI shows their `detail`.
 *
 * The web route parses the body with `importRequestSchema`, calls `importFeed({ db, site,
 * rows: cars, full, now })` with its own afterImport (reindex + revalidate the site's stock
 * tags), and answers `toImportResponse(result)`. Error lines are `cars` index + 1.
 */

export const MAX_IMPORT_ROWS = 250_000;

export const importRequestSchema = z.object({
  site: z.string().trim().min(1, 'site is required'),
  full: z.boolean().default(false),
  cars: z.array(z.unknown()).max(MAX_IMPORT_ROWS, `at most ${MAX_IMPORT_ROWS} cars per import`),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

const counts = {
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  rejected: z.number().int(),
};

export const importResponseSchema = z.object({
  summary: z.object({
    site: z.string(),
    ...counts,
    full: z.boolean(),
    dryRun: z.boolean().default(false),
    removal: z.enum(['removed', 'not-full', 'skipped-rejections', 'skipped-empty-feed', 'dry-run']),
  }),
  errors: z.array(z.object({ line: z.number().int(), id: z.string().optional(), errors: z.array(z.string()) })),
  notes: z.array(z.string()).default([]),
  importId: z.number().int().nullable().default(null),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** What the web route answers: the result without the (possibly long) id lists. */
export function toImportResponse(result: ImportResult): ImportResponse {
  return { summary: result.summary, errors: result.errors, notes: result.notes, importId: result.importId };
}

export const reindexRequestSchema = z.object({ site: z.string().trim().min(1) });
