import { solveChallenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadsTestDatabase } from '../db/test-database';
import {
  CAPTCHA_ALGORITHM, CAPTCHA_EXPIRES_IN_SECONDS, CAPTCHA_MESSAGES, issueCaptchaChallenge, pruneCaptchaSolutions, verifyCaptchaSolution,
  type CaptchaChallenge, type CaptchaFailure,
} from './captcha';
import { captchaSolutions } from './schema';

let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('captcha');
});
afterAll(async () => opened?.close());
const db = () => opened.db;

const SITE = 'southern-cross-motors';
const OTHER_SITE = 'riverside-kia';
const SECRET = 'test-captcha-secret';
// altcha-lib also checks expiry against the process clock, so the tests' time starts at the real one.
const T0 = new Date();
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** A challenge issued for the site and solved as the widget solves it, made cheap (few, light guesses). */
async function solved(site = SITE, secret = SECRET) {
  const challenge = await issueCaptchaChallenge({ secret, site, now: T0, maxNumber: 8, cost: 10 });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return { challenge, solution };
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const verify = (payload: unknown, overrides: { site?: string; now?: Date; secret?: string } = {}) =>
  verifyCaptchaSolution(db(), { site: overrides.site ?? SITE, payload, secret: overrides.secret ?? SECRET, now: overrides.now ?? minutes(1), pruneChance: 0 });
const refusal = (reason: CaptchaFailure) => ({ ok: false, reason, message: CAPTCHA_MESSAGES[reason] });

/** Another answer than the challenge's: the counters after it until a derived key merely starts with the same hex digit. */
async function anotherAnswer(challenge: CaptchaChallenge, solution: Solution): Promise<Solution> {
  const lenient = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: challenge.parameters.keyPrefix.slice(0, 1) } };
  const other = await solveChallenge({ challenge: lenient, deriveKey, counterStart: solution.counter + 1 });
  if (!other) throw new Error('no other answer found');
  return other;
}

describe('§5 captcha shown by default: issuing a challenge', () => {
  it('§5 captcha: a challenge is signed, uses PBKDF2/SHA-256, names its site and expires in 10 minutes', async () => {
    const challenge = await issueCaptchaChallenge({ secret: SECRET, site: SITE, now: T0, maxNumber: 8, cost: 10 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA_ALGORITHM, cost: 10, data: { site: SITE } });
    expect(challenge.parameters.expiresAt).toBe(Math.floor(T0.getTime() / 1000) + CAPTCHA_EXPIRES_IN_SECONDS);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('§5 captcha: refuses to issue without a secret or a site, or with a maxNumber that is not a positive integer', async () => {
    await expect(issueCaptchaChallenge({ secret: '', site: SITE, now: T0 })).rejects.toThrow(/secret/);
    await expect(issueCaptchaChallenge({ secret: SECRET, site: '', now: T0 })).rejects.toThrow(/site/);
    await expect(issueCaptchaChallenge({ secret: SECRET, site: SITE, now: T0, maxNumber: 0 })).rejects.toThrow(/maxNumber/);
  });
});

describe('§5 captcha shown by default: verifying an answer', () => {
  type Case = { name: string; payload: () => Promise<unknown>; site?: string; now?: Date; secret?: string; expected: CaptchaFailure | 'ok' };
  const cases: Case[] = [
    { name: 'a solved challenge is accepted', payload: async () => encode(await solved()), expected: 'ok' },
    { name: 'no answer (the field left out) is missing', payload: async () => undefined, expected: 'missing' },
    { name: 'an empty answer is missing', payload: async () => '', expected: 'missing' },
    { name: 'null is missing', payload: async () => null, expected: 'missing' },
    { name: 'text that is not base64 is malformed', payload: async () => 'not base64!', expected: 'malformed' },
    { name: 'base64 of text that is not JSON is malformed', payload: async () => Buffer.from('{"challenge":').toString('base64'), expected: 'malformed' },
    { name: 'JSON of another shape is malformed', payload: async () => encode({ challenge: 'x', solution: 1 }), expected: 'malformed' },
    { name: 'an answer that is not text is malformed', payload: async () => 12345, expected: 'malformed' },
    { name: 'an answer far longer than any real one is malformed', payload: async () => 'A'.repeat(10_000), expected: 'malformed' },
    {
      name: 'another number, even with its own derived key, is wrong',
      payload: async () => {
        const { challenge, solution } = await solved();
        return encode({ challenge, solution: await anotherAnswer(challenge, solution) });
      },
      expected: 'wrong',
    },
    {
      name: 'a changed derived key is wrong',
      payload: async () => {
        const { challenge, solution } = await solved();
        const last = solution.derivedKey.at(-1) === '0' ? '1' : '0';
        return encode({ challenge, solution: { ...solution, derivedKey: solution.derivedKey.slice(0, -1) + last } });
      },
      expected: 'wrong',
    },
    {
      name: 'a challenge whose expiry was moved later is wrong (the signature covers it)',
      payload: async () => {
        const { challenge, solution } = await solved();
        return encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }, solution });
      },
      now: minutes(11),
      expected: 'wrong',
    },
    {
      name: 'a challenge whose site was changed is wrong (the signature covers it)',
      payload: async () => {
        const { challenge, solution } = await solved();
        return encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, data: { site: OTHER_SITE } } }, solution });
      },
      site: OTHER_SITE,
      expected: 'wrong',
    },
    { name: 'a challenge issued with another secret is wrong', payload: async () => encode(await solved(SITE, 'another-deployment')), expected: 'wrong' },
    { name: "another site's challenge is wrong", payload: async () => encode(await solved(OTHER_SITE)), expected: 'wrong' },
    { name: 'an answer 11 minutes after the challenge is expired', payload: async () => encode(await solved()), now: minutes(11), expected: 'expired' },
    { name: 'an answer 9 minutes after the challenge is accepted', payload: async () => encode(await solved()), now: minutes(9), expected: 'ok' },
  ];

  it.each(cases)('§5 captcha: $name', async ({ payload, site, now, secret, expected }) => {
    const result = await verify(await payload(), { site, now, secret });
    expect(result).toEqual(expected === 'ok' ? { ok: true } : refusal(expected));
  });

  it('§5 captcha: an answer is taken once; the same answer again is replayed', async () => {
    const payload = encode(await solved());
    expect(await verify(payload)).toEqual({ ok: true });
    expect(await verify(payload)).toEqual(refusal('replayed'));
  });

  it('§5 captcha: the same challenge sent again with another counter or time is still replayed', async () => {
    const { challenge, solution } = await solved();
    expect(await verify(encode({ challenge, solution }))).toEqual({ ok: true });
    expect(await verify(encode({ challenge, solution: { ...solution, counter: solution.counter + 1, time: 1 } }))).toEqual(refusal('replayed'));
  });

  it('§5 captcha: of two requests racing with one answer, exactly one passes', async () => {
    const payload = encode(await solved());
    const results = await Promise.all([verify(payload), verify(payload)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([refusal('replayed')]);
  });

  it('§5 captcha: an answer taken inside a transaction that rolls back can be used again', async () => {
    const payload = encode(await solved());
    await expect(
      db().transaction(async (tx) => {
        expect(await verifyCaptchaSolution(tx, { site: SITE, payload, secret: SECRET, now: minutes(1), pruneChance: 0 })).toEqual({ ok: true });
        throw new Error('the lead was not stored');
      }),
    ).rejects.toThrow('the lead was not stored');
    expect(await verify(payload)).toEqual({ ok: true });
  });
});

describe('§5 captcha shown by default: pruning', () => {
  it('§5 captcha: solutions of challenges expired more than a few minutes ago are deleted, the others kept', async () => {
    await db().delete(captchaSolutions);
    await db().insert(captchaSolutions).values([
      { site: SITE, signatureHash: 'long-expired', expiresAt: minutes(-30) },
      { site: SITE, signatureHash: 'just-expired', expiresAt: minutes(-1) },
      { site: SITE, signatureHash: 'live', expiresAt: minutes(9) },
    ]);
    expect(await pruneCaptchaSolutions(db(), T0)).toBe(1);
    const left = await db().select({ hash: captchaSolutions.signatureHash }).from(captchaSolutions);
    expect(left.map((row) => row.hash).sort()).toEqual(['just-expired', 'live']);
  });

  it('§5 captcha: a verification with pruneChance 1 prunes as it goes', async () => {
    await db().insert(captchaSolutions).values({ site: SITE, signatureHash: 'old', expiresAt: minutes(-60) });
    const payload = encode(await solved());
    expect(await verifyCaptchaSolution(db(), { site: SITE, payload, secret: SECRET, now: minutes(1), pruneChance: 1 })).toEqual({ ok: true });
    const left = await db().select({ hash: captchaSolutions.signatureHash }).from(captchaSolutions);
    expect(left.map((row) => row.hash)).not.toContain('old');
    expect(left).toHaveLength(3);
  });
});
