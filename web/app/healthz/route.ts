import { database } from '@/server/db/database';
import { readinessCheck, readinessResponse } from '@/server/health/readiness';
import { stockService } from '@/server/stock/service';

/** Asked anew each time: never prerendered at build (that would open the database there) nor cached. */
export const dynamic = 'force-dynamic';

const check = readinessCheck({
  database: async () => (await database()).db,
  searchIndex: stockService,
});

/**
 * GET /healthz: whether this instance is ready to serve (server/health/readiness.ts), for the
 * balancer's health check (README "Running many instances"). On every Host, the balancer's
 * included (proxy.ts lets it through like /api), and cheap: no page is rendered.
 */
export async function GET(): Promise<Response> {
  return readinessResponse(await check());
}
