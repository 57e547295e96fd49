import { z } from 'zod';

/**
 * The id of a row leads keeps (a shopper, an enquiry, a delivery, a reservation, an order): a
 * UUID as PostgreSQL's `gen_random_uuid()` makes it. Every id that comes from outside (a path
 * segment, a query parameter, a body, a lead's idempotency key) is parsed with it before any
 * query: a `uuid` column asked about anything else makes PostgreSQL throw, which was a 500
 * (README "Holding under abuse"). Browser-safe.
 */
export const uuidSchema = z.uuid();

/**
 * `value` as a row id, or null when it is not one, so that a malformed id is answered as an
 * unknown one (404), never sent to the database.
 */
export function parseUuid(value: unknown): string | null {
  const parsed = uuidSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
