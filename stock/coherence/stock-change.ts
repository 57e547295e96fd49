import { z } from 'zod';
import { MAX_NOTICE_BYTES } from '@dealer/db';

/**
 * "The stock of site S changed" (README "Stock coherence"): the notice every web instance hears
 * after an import, an order, a payment or a reservation changed cars, so that each one applies the
 * change to its own search index. It names the site (or none: any site) and the changed car ids, or
 * `all` when too many changed to list within PostgreSQL's NOTIFY limit (then the site's cars, or
 * every car, are re-read).
 */
export const STOCK_CHANGE_CHANNEL = 'dealer_stock_changed';

export interface StockChange {
  site: string | null;
  cars: readonly string[] | 'all';
  /** The instance that made the change and has applied it already (it skips its own notice). */
  origin?: string;
}

const stockChangeSchema = z.object({
  v: z.literal(1),
  site: z.string().min(1).max(200).nullable(),
  cars: z.union([z.literal('all'), z.array(z.string().min(1).max(200)).max(2_000)]),
  origin: z.string().min(1).max(64).optional(),
});

/** The notice's text: the ids when they fit, else `all` for the site. */
export function encodeStockChange(change: StockChange): string {
  const listed = JSON.stringify({ v: 1, site: change.site, cars: change.cars, origin: change.origin });
  if (Buffer.byteLength(listed) <= MAX_NOTICE_BYTES) return listed;
  return JSON.stringify({ v: 1, site: change.site, cars: 'all', origin: change.origin });
}

/** A notice's text back as a change, or null when it is not one (the caller logs it and rebuilds). */
export function decodeStockChange(payload: string): StockChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = stockChangeSchema.safeParse(value);
  return parsed.success ? { site: parsed.data.site, cars: parsed.data.cars, ...(parsed.data.origin ? { origin: parsed.data.origin } : {}) } : null;
}
