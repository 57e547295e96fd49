import { database } from '@/server/db/database';
import { readinessCheck, readinessResponse } from '@/server/health/readiness';
import { stockService } from '@/server/stock/service';

/**
 * GET /healthz: whether this instance is ready to serve (server/health/readiness.ts), for the
 * balancer's health check (README "Running many instances"). On every Host, the balancer's
 * included (proxy.ts lets it through like /api), and cheap: no page is rendered.
 */
const check = readinessCheck({
  database: async () => (await database()).db,
  searchIndex: stockService,
});

export async function GET(): Promise<Response> {
  return readinessResponse(await check());
}
