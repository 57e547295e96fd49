import 'server-only';
import { databaseRateLimiter, memoryRateLimiter, RATE_LIMITS, redisRateLimiter, type RateLimiter } from '@dealer/leads/server';
import { processSingleton } from '../process-singleton';
import { clientAddressFrom } from './client-address.mts';
import { database } from '../db/database';
import { openRedisConnection } from '../redis/redis-connection.mts';
import { problem } from './problem';

export type LimitName = keyof typeof RATE_LIMITS;

/**
 * Lead endpoints count in the database (every process together). Search, events, captcha challenges
 * and PDFs are too frequent for a database write each: they count in Redis when REDIS_URL is set,
 * shared by every web instance, and in this process otherwise, as `npm start` always has (README
 * "Running many instances"; while Redis is down they count in this process too).
 */
const limiters = processSingleton('rateLimiters', async (): Promise<Record<LimitName, RateLimiter>> => {
  const { db } = await database();
  const redisUrl = process.env.REDIS_URL;
  const redis = redisUrl ? openRedisConnection(redisUrl, { purpose: 'shared rate limits', fallback: 'each instance counts on its own' }) : null;
  const frequent = (limit: (typeof RATE_LIMITS)[LimitName]) => (redis ? redisRateLimiter(redis, limit) : memoryRateLimiter(limit));
  return {
    lead: databaseRateLimiter(db, RATE_LIMITS.lead),
    phoneReveal: databaseRateLimiter(db, RATE_LIMITS.phoneReveal),
    signIn: databaseRateLimiter(db, RATE_LIMITS.signIn),
    event: frequent(RATE_LIMITS.event),
    search: frequent(RATE_LIMITS.search),
    captcha: frequent(RATE_LIMITS.captcha),
    carPdf: frequent(RATE_LIMITS.carPdf),
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
