import { z } from 'zod';
import { issueSignInCode, SIGN_IN_CODE_TTL_MS, TooManySignInCodes } from '@dealer/leads/server';
import { accountFeature } from '@/server/accounts/account-request';
import { sendSignInCode } from '@/server/accounts/sign-in-mail';
import { waitAnswer } from '@/server/accounts/sign-in-limit-answer';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

/**
 * POST /api/account/code `{email}` (§2 /sign-in, README "Accounts, the watchlist, reservations and
 * buying online"): emails a six-digit code that signs in to this site's account for that address
 * (made on first sign-in). 200 `{sent, expiresInMinutes}`; 400 with `errors: {email}`; 503 when the
 * mail server cannot take it (the shopper asks again); 429 with Retry-After past 5 codes an hour to
 * the address, the same answer whether it has an account or not.
 */
export const POST = siteRoute(
  {
    feature: accountFeature,
    sameOrigin: true,
    rateLimit: 'signIn',
    body: {
      schema: z.object({ email: z.string().trim().max(254).pipe(z.email()) }),
      maxBytes: 2 * 1024,
      example: '{"email": "..."}',
      fieldErrors: (_error, site) => ({ email: site.locale.t('account.error.email') }),
    },
  },
  async ({ site, body }) => {
    const { db } = await database();
    let code: string;
    try {
      ({ code } = await issueSignInCode(db, site.config.slug, body.email));
    } catch (error) {
      if (error instanceof TooManySignInCodes) return waitAnswer(site.locale, 'account.error.tooManyCodes', error.retryAfterSeconds);
      throw error;
    }
    if (!(await sendSignInCode(site, body.email, code))) {
      return problem(503, site.locale.t('account.error.mailUnavailable'), {}, { 'retry-after': '60' });
    }
    return Response.json({ sent: true, expiresInMinutes: SIGN_IN_CODE_TTL_MS / 60_000 });
  },
);
