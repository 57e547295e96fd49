import type { Page } from '@playwright/test';
import { solveCaptcha } from '@dealer/leads/testing';
import { siteFetch } from './site-fetch';

/**
 * A captcha answer for a spec that posts a lead to the API itself, not through a form (§5;
 * leads/README.md "Captcha"): a challenge from the site's own `GET /api/captcha`, solved with
 * altcha-lib's solver as the widget solves it (a real challenge: a few seconds), sent as the
 * lead's `altcha` field. Each answer is taken once. Forms need none of this: their widget solves.
 */
export async function captchaAnswer(page: Page, slug: string): Promise<string> {
  const answer = await siteFetch(page, slug, '/api/captcha');
  if (answer.status !== 200) throw new Error(`GET /api/captcha on ${slug} answered ${answer.status}: ${answer.body}`);
  return solveCaptcha(JSON.parse(answer.body));
}
