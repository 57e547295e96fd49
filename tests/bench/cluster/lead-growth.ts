/**
 * Database growth per 10,000 leads, measured for the sizing in README "Running many instances":
 * the leads code (`storeEnquiry`, with its §9 tracking event and its outbox rows, as POST
 * /api/enquiries stores a lead) writes `count` enquiries into a scratch schema of the cluster's
 * PostgreSQL, migrated like the real one; then the size of every table there (rows, TOAST and
 * indexes: pg_total_relation_size) is read and the schema dropped. No delivery runs on them.
 */
import { sql } from 'drizzle-orm';
import { closeDatabase, openDatabase } from '@dealer/db';
import { ENQUIRY_TRACKING_EVENTS } from '@dealer/leads';
import { deliveryChannelsFor, migrateLeads, storeEnquiry } from '@dealer/leads/server';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';

const SCRATCH_SCHEMA = 'bench_lead_growth';

export interface LeadGrowth {
  leads: number;
  seconds: number;
  /** Bytes on disk by table, after the inserts. */
  tables: { name: string; rows: number; bytes: number }[];
  totalBytes: number;
}

/** A lead as the enquiry form sends one: a short message, a phone number, a location. */
function lead(i: number, location: string | undefined) {
  return {
    name: `Bench Shopper ${i}`,
    email: `shopper${i}@example.com`,
    phone: '0412 345 678',
    message: 'Hi, is this car still available? I would like to book a test drive this weekend if possible.',
    category: 'Sales',
    optIn: true,
    location,
    extra: {},
  };
}

export async function measureLeadGrowth({ databaseUrl, site, count, concurrency = 8 }: { databaseUrl: string; site: string; count: number; concurrency?: number }): Promise<LeadGrowth> {
  const definition = findSiteDefinition(site);
  if (!definition) throw new Error(`unknown site ${site}`);
  const config = resolveSiteConfig(definition).config;
  const location = config.locations[0]?.slug;
  const admin = await openDatabase({ url: databaseUrl });
  await admin.execute(sql.raw(`drop schema if exists ${SCRATCH_SCHEMA} cascade`));
  await closeDatabase(admin);
  const db = await openDatabase({ url: databaseUrl, schemaName: SCRATCH_SCHEMA });
  try {
    await migrateLeads(db);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          await storeEnquiry(db, site, `bench-growth-${i}`, lead(i, location), {
            trackingEventId: ENQUIRY_TRACKING_EVENTS.generalEnquiry,
            deliveries: deliveryChannelsFor(config, { email: `shopper${i}@example.com` }),
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await db.execute(sql.raw(`analyze`));
    type SizeRow = { name: string; rows: string | number; bytes: string | number };
    const sizes = (await db.execute(
      sql`select c.relname as name, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = ${SCRATCH_SCHEMA} and c.relkind = 'r' and c.relname not like '__drizzle%' order by bytes desc`,
    )) as unknown as { rows: SizeRow[] };
    const tables = sizes.rows
      .map((row) => ({ name: row.name, rows: Math.max(0, Number(row.rows)), bytes: Number(row.bytes) }))
      .filter((table) => table.rows > 0);
    return { leads: count, seconds, tables, totalBytes: tables.reduce((sum, table) => sum + table.bytes, 0) };
  } finally {
    await db.execute(sql.raw(`drop schema if exists ${SCRATCH_SCHEMA} cascade`)).catch(() => undefined);
    await closeDatabase(db);
  }
}
