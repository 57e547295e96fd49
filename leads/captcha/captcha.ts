import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseExecutor } from '@dealer/db';
import { captchaSolutions } from './schema';

/**
 * The lead forms' captcha (§5 "captcha shown by default"), self-hosted with ALTCHA's proof of work
 * (altcha-lib's v2 protocol, which the `altcha` widget 3 solves): the server issues a challenge
 * signed with a secret and bound to the site, the shopper's browser works out its answer, and the
 * lead route verifies the answer once. leads/README.md "Captcha" says what the web app does with it.
 */

/** ALTCHA's recommended key derivation: PBKDF2 with SHA-256 (WebCrypto in every browser). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 iterations per try: the cost of one guess in the shopper's browser. altcha-lib suggests
 * 5,000; a browser's WebCrypto on a busy two-core machine then took over 10 s for a challenge,
 * so a shopper quick with the form waited at the submit button. The rate limits, not this, are
 * what hold back a flood (README "Holding under abuse").
 */
export const CAPTCHA_COST = 1_000;
/**
 * The highest counter a browser may have to reach. The answer is drawn between half of it and
 * it, so a challenge takes 500 to 1,000 guesses of CAPTCHA_COST: about 0.1 to 0.2 s on one core
 * of this machine's Node (0.2 ms a guess), about a second on a slow phone, worked out while the
 * shopper fills the form.
 */
export const CAPTCHA_MAX_NUMBER = 1_000;
/** How long a challenge may be answered: long enough to fill a form. */
export const CAPTCHA_EXPIRES_IN_SECONDS = 10 * 60;
/** The share of verifications that also prune expired solutions (`pruneCaptchaSolutions`). */
export const CAPTCHA_PRUNE_CHANCE = 0.01;
/**
 * How long a solution is kept past its challenge's expiry, so a process whose clock runs behind
 * another's still finds the row of a challenge it considers unexpired.
 */
const PRUNE_GRACE_MS = 5 * 60 * 1000;
/** A real payload is about 1 KB of base64; anything far longer is not one. */
const MAX_PAYLOAD_CHARS = 4_096;
/** The uint32 counter's range (altcha-lib's default counter encoding). */
const MAX_COUNTER = 0xffff_ffff;

/** What `GET /api/captcha` answers: `{parameters, signature}`, the JSON the `altcha` widget's `challenge` takes. */
export type CaptchaChallenge = Challenge;

export interface IssueCaptchaOptions {
  /** The deployment's secret (`CAPTCHA_HMAC_SECRET`, or one kept in `.data`: leads/README.md "Captcha"). */
  secret: string;
  /** The site's slug, signed into the challenge: a solution is taken only by the site it was issued for. */
  site: string;
  now: Date;
  /** The highest counter the browser may have to reach (default CAPTCHA_MAX_NUMBER). */
  maxNumber?: number;
  /** Default CAPTCHA_EXPIRES_IN_SECONDS. */
  expiresInSeconds?: number;
  /** PBKDF2 iterations per guess (default CAPTCHA_COST). */
  cost?: number;
}

/**
 * A new challenge for a site's lead form, HMAC-signed with the secret. It is deterministic in
 * altcha-lib's sense: the answer (a counter) is drawn here, and the challenge carries only half of
 * its derived key to find and an HMAC of the whole key, so checking an answer costs one HMAC and no
 * key derivation. The site and the expiry are among the signed parameters (`data.site`,
 * `expiresAt`). Issuing derives one key (CAPTCHA_COST iterations, a few milliseconds).
 */
export async function issueCaptchaChallenge(options: IssueCaptchaOptions): Promise<CaptchaChallenge> {
  const maxNumber = options.maxNumber ?? CAPTCHA_MAX_NUMBER;
  const expiresInSeconds = options.expiresInSeconds ?? CAPTCHA_EXPIRES_IN_SECONDS;
  if (!Number.isInteger(maxNumber) || maxNumber < 1 || maxNumber > MAX_COUNTER) throw new RangeError(`maxNumber must be an integer from 1 to ${MAX_COUNTER}.`);
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1) throw new RangeError('expiresInSeconds must be a positive integer.');
  if (!options.site) throw new Error('A captcha challenge is issued for a site.');
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: options.cost ?? CAPTCHA_COST,
    counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
    deriveKey,
    data: { site: options.site },
    expiresAt: new Date(options.now.getTime() + expiresInSeconds * 1000),
    ...hmacSecrets(options.secret),
  });
}

export type CaptchaFailure = 'missing' | 'malformed' | 'wrong' | 'expired' | 'replayed';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure; message: string };

/** What a lead form shows beside the captcha, per refusal (the route sends it as `errors.altcha`). */
export const CAPTCHA_MESSAGES: Readonly<Record<CaptchaFailure, string>> = {
  missing: 'Please confirm you are not a robot.',
  malformed: 'The robot check could not be read: please try again.',
  wrong: 'The robot check did not pass: please try again.',
  expired: 'The check has expired: please try again.',
  replayed: 'This check has already been used: please try again.',
};

export interface VerifyCaptchaOptions {
  /** The site of the request (from its Host, as every route takes it). */
  site: string;
  /** The widget's field as the form sent it: base64 of `{challenge, solution}`. */
  payload: unknown;
  secret: string;
  /**
   * The request's time, which decides expiry. altcha-lib also refuses a challenge past its expiry
   * by the process clock, so this is the real time (`new Date()`), not a time in the past.
   */
  now: Date;
  /** The share of calls that prune expired solutions (default CAPTCHA_PRUNE_CHANCE; 0 never). */
  pruneChance?: number;
}

/**
 * Checks a captcha answer and takes it: the challenge's signature, the answer's derived key, the
 * expiry, the site it was issued for, and then single use, by recording the SHA-256 of the
 * challenge's signature in `captcha_solutions` (primary key site + hash: a second insert conflicts,
 * so of two requests racing with one answer exactly one passes). The answer is recorded by the
 * challenge, not by the payload, so the same challenge sent again with another counter or time is
 * still a replay. The counter is not evidence: the derived key is, and it is checked against the
 * HMAC the challenge carries.
 *
 * Pass the lead's transaction as `db` so a lead that is not stored gives its answer back. Now and
 * then (CAPTCHA_PRUNE_CHANCE) it also prunes expired solutions.
 */
export async function verifyCaptchaSolution(db: DatabaseExecutor, options: VerifyCaptchaOptions): Promise<CaptchaResult> {
  const { site, payload, now } = options;
  if (payload === undefined || payload === null || payload === '') return refused('missing');
  const decoded = decodePayload(payload);
  if (!decoded) return refused('malformed');
  const { challenge, solution } = decoded;

  let verification;
  try {
    verification = await verifySolution({ challenge, solution, deriveKey, ...hmacSecrets(options.secret) });
  } catch {
    return refused('malformed');
  }
  if (verification.expired) return refused('expired');
  if (!verification.verified) return refused('wrong');

  const { parameters, signature } = challenge;
  if (parameters.data.site !== site) return refused('wrong');
  const expiresAt = new Date(parameters.expiresAt * 1000);
  if (expiresAt.getTime() < now.getTime()) return refused('expired');

  const [taken] = await db
    .insert(captchaSolutions)
    .values({ site, signatureHash: createHash('sha256').update(signature).digest('hex'), expiresAt })
    .onConflictDoNothing()
    .returning({ site: captchaSolutions.site });
  if (Math.random() < (options.pruneChance ?? CAPTCHA_PRUNE_CHANCE)) await pruneCaptchaSolutions(db, now);
  return taken ? { ok: true } : refused('replayed');
}

/**
 * Deletes the solutions whose challenges expired (more than a few minutes before `now`): they can
 * only be refused as expired. `verifyCaptchaSolution` calls it on about one call in a hundred; a
 * scheduled job may call it too. Returns how many rows went.
 */
export async function pruneCaptchaSolutions(db: DatabaseExecutor, now: Date): Promise<number> {
  const deleted = await db
    .delete(captchaSolutions)
    .where(lt(captchaSolutions.expiresAt, new Date(now.getTime() - PRUNE_GRACE_MS)))
    .returning({ site: captchaSolutions.site });
  return deleted.length;
}

const refused = (reason: CaptchaFailure): CaptchaResult => ({ ok: false, reason, message: CAPTCHA_MESSAGES[reason] });

/**
 * Two secrets from the deployment's one (altcha-lib signs the challenge with one and the derived
 * key with the other), each an HMAC of the secret with its purpose.
 */
function hmacSecrets(secret: string) {
  if (typeof secret !== 'string' || secret.length === 0) throw new Error('The captcha needs a secret (CAPTCHA_HMAC_SECRET).');
  const derived = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return { hmacSignatureSecret: derived('captcha challenge signature'), hmacKeySignatureSecret: derived('captcha derived key signature') };
}

const hex = z.string().regex(/^[0-9a-f]+$/);
const positiveInteger = z.number().int().positive();
/** The payload the widget sends, as far as it is read here; altcha-lib checks the rest. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: positiveInteger,
      keyLength: positiveInteger,
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: positiveInteger,
      data: z.object({ site: z.string() }),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0).max(MAX_COUNTER), derivedKey: z.string(), time: z.number().optional() }),
});
type CaptchaPayload = z.infer<typeof payloadSchema>;

/** Base64 (as `btoa` writes it) of JSON of the payload's shape, or null. */
function decodePayload(payload: unknown): CaptchaPayload | null {
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_CHARS || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
