import type { DatabaseExecutor } from '@dealer/db';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Car } from '../car/car';
import { cars, feedImports, type FeedImportErrorEntry } from './schema';

/** What an upsert did: cars whose stored data was identical are left alone (not even updated_at). */
export interface UpsertCounts {
  inserted: string[];
  updated: string[];
  unchanged: string[];
}

export interface FeedImportRecord {
  site: string;
  fileName?: string | null;
  full: boolean;
  startedAt: Date;
  finishedAt: Date;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: number;
  errors: FeedImportErrorEntry[];
}

export type StoredFeedImport = FeedImportRecord & { id: number };

/** The errors of one import kept in the audit row; the rest are counted, not stored. */
export const MAX_STORED_IMPORT_ERRORS = 1000;

/**
 * The one module that reads and writes stock. Every read is scoped by dealership so a site never
 * sees another site's cars; writes take the same scope from the importer.
 */
export function createCarRepository(db: DatabaseExecutor) {
  return {
    /**
     * Inserts new cars and updates changed ones by id, in one statement. Only cars whose stored
     * `data` differs are rewritten (jsonb equality ignores key order), and a car owned by a
     * dealership outside `allowedDealerships` (when given) is never overwritten.
     */
    async upsertCars(rows: readonly Car[], options: { allowedDealerships?: readonly string[] } = {}): Promise<UpsertCounts> {
      const result: UpsertCounts = { inserted: [], updated: [], unchanged: [] };
      if (rows.length === 0) return result;
      const ownership = options.allowedDealerships
        ? sql` AND ${cars.dealershipSlug} IN (SELECT jsonb_array_elements_text(${JSON.stringify(options.allowedDealerships)}::jsonb))`
        : sql``;
      const written = await db
        .insert(cars)
        .values(rows.map((car) => ({ id: car.id, dealershipSlug: car.dealership_slug, slug: car.slug, data: car })))
        .onConflictDoUpdate({
          target: cars.id,
          set: {
            dealershipSlug: sql`excluded.dealership_slug`,
            slug: sql`excluded.slug`,
            data: sql`excluded.data`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${cars.data} IS DISTINCT FROM excluded.data OR ${cars.dealershipSlug} IS DISTINCT FROM excluded.dealership_slug)${ownership}`,
        })
        // xmax is 0 for a freshly inserted row version, non-zero for an updated one.
        .returning({ id: cars.id, inserted: sql<boolean>`(xmax = 0)` });
      const touched = new Set<string>();
      for (const row of written) {
        touched.add(row.id);
        (row.inserted ? result.inserted : result.updated).push(row.id);
      }
      for (const car of rows) if (!touched.has(car.id)) result.unchanged.push(car.id);
      return result;
    },

    /** Removes the cars of these dealerships whose id is not in `keepIds`; returns the removed ids. */
    async deleteCarsNotIn(dealershipSlugs: readonly string[], keepIds: readonly string[]): Promise<string[]> {
      if (dealershipSlugs.length === 0) return [];
      const removed = await db
        .delete(cars)
        .where(
          and(
            inArray(cars.dealershipSlug, [...dealershipSlugs]),
            sql`${cars.id} NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(keepIds)}::jsonb))`,
          ),
        )
        .returning({ id: cars.id });
      return removed.map((row) => row.id).sort();
    },

    /** Cars, optionally only those of some dealerships, ordered by id (stable for indexing). */
    async listCars(options: { dealershipSlugs?: readonly string[] } = {}): Promise<Car[]> {
      if (options.dealershipSlugs && options.dealershipSlugs.length === 0) return [];
      const rows = await db
        .select({ data: cars.data })
        .from(cars)
        .where(options.dealershipSlugs ? inArray(cars.dealershipSlug, [...options.dealershipSlugs]) : undefined)
        .orderBy(asc(cars.id));
      return rows.map((row) => row.data);
    },

    /** Cars by id, any dealership (a stock change notice names the changed ones; missing ids were removed). */
    async listCarsByIds(ids: readonly string[]): Promise<Car[]> {
      const found: Car[] = [];
      for (let start = 0; start < ids.length; start += 5000) {
        const rows = await db.select({ data: cars.data }).from(cars).where(inArray(cars.id, ids.slice(start, start + 5000))).orderBy(asc(cars.id));
        for (const row of rows) found.push(row.data);
      }
      return found;
    },

    /** The car with this slug among these dealerships' cars (a slug is only unique within a site). */
    async getCarBySlug(slug: string, dealershipSlugs: readonly string[]): Promise<Car | null> {
      if (dealershipSlugs.length === 0) return null;
      const [row] = await db
        .select({ data: cars.data })
        .from(cars)
        .where(and(eq(cars.slug, slug), inArray(cars.dealershipSlug, [...dealershipSlugs])))
        .orderBy(desc(cars.updatedAt), asc(cars.id))
        .limit(1);
      return row?.data ?? null;
    },

    /** Cars by id (any dealership): the importer uses it to keep created_at and to refuse cross-site ids. */
    async getCarOwners(ids: readonly string[]): Promise<Map<string, { dealershipSlug: string; createdAt: string | null }>> {
      const owners = new Map<string, { dealershipSlug: string; createdAt: string | null }>();
      for (let start = 0; start < ids.length; start += 5000) {
        const chunk = ids.slice(start, start + 5000);
        const rows = await db
          .select({ id: cars.id, dealershipSlug: cars.dealershipSlug, createdAt: sql<string | null>`${cars.data}->>'created_at'` })
          .from(cars)
          .where(sql`${cars.id} IN (SELECT jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`);
        for (const row of rows) owners.set(row.id, { dealershipSlug: row.dealershipSlug, createdAt: row.createdAt });
      }
      return owners;
    },

    async countCars(options: { dealershipSlugs?: readonly string[] } = {}): Promise<number> {
      if (options.dealershipSlugs && options.dealershipSlugs.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(cars)
        .where(options.dealershipSlugs ? inArray(cars.dealershipSlug, [...options.dealershipSlugs]) : undefined);
      return Number(row?.n ?? 0);
    },

    /** Appends one audit row for an import; returns its id. */
    async recordImport(record: FeedImportRecord): Promise<number> {
      const [row] = await db
        .insert(feedImports)
        .values({ ...record, fileName: record.fileName ?? null, errors: record.errors.slice(0, MAX_STORED_IMPORT_ERRORS) })
        .returning({ id: feedImports.id });
      return row!.id;
    },

    /** The latest imports of a site, newest first. */
    async listImports(site: string, limit = 20): Promise<StoredFeedImport[]> {
      const rows = await db
        .select()
        .from(feedImports)
        .where(eq(feedImports.site, site))
        .orderBy(desc(feedImports.startedAt), desc(feedImports.id))
        .limit(limit);
      return rows;
    },
  };
}

export type CarRepository = ReturnType<typeof createCarRepository>;
