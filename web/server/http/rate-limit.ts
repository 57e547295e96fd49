import 'server-only';
import { databaseRateLimiter, memoryRateLimiter, RATE_LIMITS, type RateLimiter } from '@dealer/leads/server';
import { processSingleton } from '../process-singleton';
import { clientAddressFrom } from './client-address.mts';
import { database } from '../db/database';
import { problem } from './problem';

export type LimitName = keyof typeof RATE_LIMITS;

/** Lead endpoints count in the database (every process together); search, events, captcha challenges and PDFs in this process. */
const limiters = processSingleton('rateLimiters', async (): Promise<Record<LimitName, RateLimiter>> => {
  const { db } = await database();
  return {
    lead: databaseRateLimiter(db, RATE_LIMITS.lead),
    phoneReveal: databaseRateLimiter(db, RATE_LIMITS.phoneReveal),
    signIn: databaseRateLimiter(db, RATE_LIMITS.signIn),
    event: memoryRateLimiter(RATE_LIMITS.event),
    search: memoryRateLimiter(RATE_LIMITS.search),
    captcha: memoryRateLimiter(RATE_LIMITS.captcha),
    carPdf: memoryRateLimiter(RATE_LIMITS.carPdf),
  };
});

/**
 * The client's address, as web/serve.mts decided it from the socket and the trusted proxies
 * (client-address.mts, README "Holding under abuse"): a client cannot choose its own key by
 * sending X-Forwarded-For, which serve.mts replaces on every request.
 */
export function clientAddress(request: Request): string {
  return clientAddressFrom(request.headers);
}

/**
 * The client's address where limits per address apply, or null where RATE_LIMITS=off turns them
 * off (the e2e suite sends every shopper from one address): for rules counted per address outside
 * a limiter, such as one unpaid reservation per address (README "Accounts, ...").
 */
export function limitedClientAddress(request: Request): string | null {
  return process.env.RATE_LIMITS === 'off' ? null : clientAddress(request);
}

/**
 * Seconds to wait when `client` has spent `limit` on `site`, or null to go on (README "Holding under
 * abuse"). RATE_LIMITS=off turns every limit off, for the e2e suite and the load benchmarks, which
 * send from one address far faster than any shopper.
 */
export async function rateLimitWait(request: Request, site: string, limit: LimitName): Promise<number | null> {
  if (process.env.RATE_LIMITS === 'off') return null;
  const verdict = await (await limiters())[limit].consume(site, clientAddress(request));
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}

/** The 429 problem for a wait of `seconds`, with Retry-After; `extensions` as the route's other refusals. */
export const tooManyRequests = (seconds: number, extensions: Record<string, unknown> = {}) =>
  problem(429, `Too many requests. Try again in ${seconds} seconds.`, extensions, { 'retry-after': String(seconds) });

/** A 429 problem with Retry-After when `limit` is spent, or null to go on: for routes outside siteRoute. */
export async function rateLimitResponse(request: Request, site: string, limit: LimitName): Promise<Response | null> {
  const wait = await rateLimitWait(request, site, limit);
  return wait === null ? null : tooManyRequests(wait);
}
