import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseExecutor } from '@dealer/db';
import { rateLimits } from '../db/schema';

/** A limit: at most `points` requests per `durationSeconds`, per site and client address. */
export interface RateLimit {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * The platform's limits (README "Lead delivery", limits, and "Holding under abuse", rate limits:
 * without them 300 enquiries were stored in 1.8 s and search ran at 700/s). Each is far above one
 * shopper: a family sharing a router sends a few leads an hour; search fires once per keystroke or
 * refinement.
 */
export const RATE_LIMITS = {
  lead: { name: 'lead', points: 20, durationSeconds: 10 * 60 },
  phoneReveal: { name: 'phone-reveal', points: 60, durationSeconds: 10 * 60 },
  // Each code is an email sent for us and a guess at an account: a shopper needs two or three.
  signIn: { name: 'sign-in', points: 10, durationSeconds: 10 * 60 },
  event: { name: 'event', points: 300, durationSeconds: 60 },
  search: { name: 'search', points: 150, durationSeconds: 10 },
  /**
   * A captcha challenge is one HMAC to issue and stores nothing: a page with a form asks for one,
   * and again after a refusal. Counted apart from leads, so fetching one never spends a lead.
   */
  captcha: { name: 'captcha', points: 60, durationSeconds: 10 * 60 },
  /** A car's PDF costs tens of milliseconds of CPU to draw: a shopper prints a few. */
  carPdf: { name: 'car-pdf', points: 30, durationSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `client` on `site`; refused once the limit is spent, until its window ends. */
  consume(site: string, client: string): Promise<RateVerdict>;
}

/**
 * A limiter counting in the database (`rate_limits`), shared by every web process and machine: for
 * lead endpoints, where a counter lost on restart would let a flood through.
 */
export function databaseRateLimiter(db: DatabaseExecutor, limit: RateLimit): RateLimiter {
  return wrap(new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds }));
}

/** A limiter counting in this process: for search and tracking events, too frequent for a database write each. */
export function memoryRateLimiter(limit: RateLimit): RateLimiter {
  return wrap(new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds }));
}

/**
 * A limiter counting in Redis, shared by every web instance (README "Running many instances"), for
 * the limits too frequent for a database write each. `redisClient` is a `redis` (node-redis v4 or
 * later) client that connects by itself and fails fast while disconnected. While Redis is down or
 * slow, requests are counted in this process instead (the insurance limiter), so a shopper is
 * neither refused nor shown an error for it; each instance then counts on its own until it returns.
 */
export function redisRateLimiter(redisClient: object, limit: RateLimit): RateLimiter {
  return wrap(
    new RateLimiterRedis({
      storeClient: redisClient,
      useRedisPackage: true,
      // Not connected: count in memory at once rather than wait for a command to fail.
      rejectIfRedisNotReady: true,
      keyPrefix: `rate-limit:${limit.name}`,
      points: limit.points,
      duration: limit.durationSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds }),
    }),
  );
}

function wrap(limiter: RateLimiterDrizzle | RateLimiterMemory | RateLimiterRedis): RateLimiter {
  return {
    async consume(site, client) {
      try {
        await limiter.consume(`${site}:${client}`);
        return { allowed: true };
      } catch (refusal) {
        // The library rejects with a RateLimiterRes when the limit is spent, and with an Error when its store fails.
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
  };
}
