import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { issueCaptchaChallenge, type CaptchaChallenge } from './captcha';

/**
 * The captcha's answers for tests and the e2e suite (leads/README.md "Captcha"): a challenge solved
 * with altcha-lib's own solver, as the `altcha` widget solves it, and sent as the widget sends it,
 * so no test needs the captcha switched off.
 */

/** The widget's field: base64 of `{challenge: {parameters, signature}, solution}` (`btoa(JSON.stringify(...))` in the browser). */
export function captchaPayload(challenge: CaptchaChallenge, solution: { counter: number; derivedKey: string; time?: number }): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/**
 * Solves a challenge (one `GET /api/captcha` answered, or one issued here) and returns the payload
 * a form sends as `altcha`. A real challenge costs about 5,000 to 10,000 key derivations (seconds);
 * `solvedCaptcha` issues cheap ones.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge was not solved.');
  return captchaPayload(challenge, solution);
}

export interface SolvedCaptchaOptions {
  /** The deployment's secret, as the route under test reads it. */
  secret: string;
  site: string;
  /** When the challenge was issued (default now): a time 11 minutes ago gives an expired one. */
  now?: Date;
}

/**
 * A fresh, solved answer for `site`, signed with `secret`: a challenge of the real protocol made
 * cheap (a handful of light guesses, milliseconds), which the verification accepts like any other,
 * as cost and size are among the signed parameters, not rules of the verifier.
 */
export async function solvedCaptcha({ secret, site, now = new Date() }: SolvedCaptchaOptions): Promise<string> {
  return solveCaptcha(await issueCaptchaChallenge({ secret, site, now, maxNumber: 8, cost: 10 }));
}
