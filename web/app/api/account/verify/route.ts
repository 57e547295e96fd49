import { z } from 'zod';
import { shopperForSession, verifySignInCode, type SignInFailure } from '@dealer/leads/server';
import type { MessageKey } from '@dealer/tenants';
import { accountFeature } from '@/server/accounts/account-request';
import { isHttpsRequest, sessionCookieHeader } from '@/server/accounts/session-cookie';
import { waitAnswer } from '@/server/accounts/sign-in-limit-answer';
import { invalidFields, zodFieldErrors } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { database } from '@/server/db/database';

const FAILURE_MESSAGES: Record<SignInFailure, MessageKey> = {
  'no-code': 'account.error.noCode',
  expired: 'account.error.expiredCode',
  'wrong-code': 'account.error.wrongCode',
  'too-many-attempts': 'account.error.tooManyAttempts',
};

/**
 * POST /api/account/verify `{email, code}`: a right code signs in (the session cookie, HttpOnly,
 * SameSite=Lax, Secure over HTTPS) and answers `{signedIn, needsPhone}` (§5: the watchlist needs a
 * phone); a wrong, expired or used code is a 400 problem whose `errors: {code}` says which and what
 * to do; after 10 wrong codes for the address in an hour, a 429 with Retry-After for 15 minutes,
 * even for the right code (README "Accounts, the watchlist, reservations and buying online").
 */
export const POST = siteRoute(
  {
    feature: accountFeature,
    sameOrigin: true,
    rateLimit: 'signIn',
    body: {
      schema: z.object({ email: z.string().trim().max(254).pipe(z.email()), code: z.string().trim().regex(/^\d{6}$/) }),
      maxBytes: 2 * 1024,
      example: '{"email": "...", "code": "123456"}',
      fieldErrors: (error, { locale: { t } }) => {
        const fields = new Set(error.issues.map((issue) => issue.path[0]));
        const errors = { ...(fields.has('email') ? { email: t('account.error.email') } : {}), ...(fields.has('code') ? { code: t('account.error.code') } : {}) };
        // A body that is no object at all has neither field wrong: zod says what it is.
        return Object.keys(errors).length > 0 ? errors : zodFieldErrors(error);
      },
    },
  },
  async ({ request, site, body }) => {
    const { db } = await database();
    const result = await verifySignInCode(db, site.config.slug, body.email, body.code);
    if (!result.ok) {
      if (result.reason === 'locked') return waitAnswer(site.locale, 'account.error.lockedOut', result.retryAfterSeconds, (message) => ({ errors: { code: message } }));
      return invalidFields({ code: site.locale.t(FAILURE_MESSAGES[result.reason]) });
    }
    const shopper = await shopperForSession(db, site.config.slug, result.session.token);
    return Response.json(
      { signedIn: true, needsPhone: !shopper?.phone },
      { headers: { 'set-cookie': sessionCookieHeader(result.session.token, result.session.expiresAt, isHttpsRequest(request)), 'cache-control': 'no-store' } },
    );
  },
);
