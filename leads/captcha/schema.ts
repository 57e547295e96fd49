import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha solutions already accepted (§5 "captcha shown by default"; leads/README.md "Captcha"):
 * one row per solved challenge, keyed by the site and the SHA-256 of the challenge's signature, so
 * a solution is taken once across every web process. A row is kept until its challenge has expired
 * (`expires_at`, from the signed challenge); after that the challenge is refused as expired anyway
 * and `pruneCaptchaSolutions` deletes the row.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    site: text('site').notNull(),
    signatureHash: text('signature_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'captcha_solutions_pkey', columns: [table.site, table.signatureHash] }), index('captcha_solutions_expires_at_idx').on(table.expiresAt)],
);
