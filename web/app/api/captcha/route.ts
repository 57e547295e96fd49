import { issueCaptchaChallenge } from '@dealer/leads/server';
import { captchaOn } from '@/server/captcha/require-captcha';
import { captchaSecret } from '@/server/captcha/secret';
import { siteRoute } from '@/server/http/site-route';

/**
 * GET /api/captcha: a new challenge for the lead forms' captcha (§5 "captcha shown by default";
 * leads/README.md "Captcha"), the `{parameters, signature}` the `altcha` widget solves. Signed with
 * the deployment's secret and bound to the site of the Host, so an answer is taken only by this
 * site's lead routes, once, within 10 minutes. Never cached: each challenge is answered once. Rate
 * limited on its own (`captcha`: issuing derives one key, about a millisecond), so asking for a
 * challenge never spends the shopper's lead allowance; a 404 problem where the site has no captcha.
 */
export const GET = siteRoute(
  {
    feature: { on: captchaOn, off: 'This site\'s forms have no captcha.' },
    rateLimit: 'captcha',
  },
  async ({ site }) => {
    const challenge = await issueCaptchaChallenge({ secret: captchaSecret(), site: site.config.slug, now: new Date() });
    return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
  },
);
