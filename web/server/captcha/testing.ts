import { solvedCaptcha } from '@dealer/leads/testing';
import { captchaSecret } from './secret';

/**
 * For route tests: a fresh captcha answer for `site`, signed with the secret the routes read
 * (`captchaSecret`), solved as the widget solves it (`@dealer/leads/testing`), so the lead routes
 * are tested with the captcha on. `now` in the past gives an expired answer.
 */
export function captchaFor(site: string, now?: Date): Promise<string> {
  return solvedCaptcha({ secret: captchaSecret(), site, now });
}

/**
 * A lead body with a fresh answer for the Host's site added (`riverside-kia.localhost:3000` →
 * riverside-kia), unless the body already names its own `altcha` or is not an object.
 */
export async function withCaptchaAnswer(host: string, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'altcha' in body) return body;
  return { ...body, altcha: await captchaFor(host.split('.')[0]!) };
}
