-- The enquiries and tracking_events tables (created by 0001 and 0002) now belong to the leads
-- package, which migrates them with its own history (leads/db/migrations, table
-- __drizzle_migrations_leads). Nothing changes in the database; this step only moves them out of
-- stock's schema snapshot so that stock's next `db:generate` does not drop them.
SELECT 1;
