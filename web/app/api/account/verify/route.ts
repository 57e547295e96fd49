import { z } from 'zod';
import { shopperForSession, verifySignInCode, type SignInFailure } from '@dealer/leads/server';
import type { MessageKey } from '@dealer/tenants';
import { accountSite } from '@/server/accounts/account-request';
import { isHttpsRequest, sessionCookieHeader } from '@/server/accounts/session-cookie';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { waitAnswer } from '@/server/accounts/sign-in-limit-answer';
import { database } from '@/server/db/database';

const MAX_BODY_BYTES = 2 * 1024;

const FAILURE_MESSAGES: Record<SignInFailure, MessageKey> = {
  'no-code': 'account.error.noCode',
  expired: 'account.error.expiredCode',
  'wrong-code': 'account.error.wrongCode',
  'too-many-attempts': 'account.error.tooManyAttempts',
};

/**
 * POST /api/account/verify `{email, code}`: a right code signs in (the session cookie, HttpOnly,
 * SameSite=Lax, Secure over HTTPS) and answers `{signedIn, needsPhone}` (§5: the watchlist needs a
 * phone); a wrong, expired or used code is a 400 that says which and what to do; after 10 wrong
 * codes for the address in an hour, a 429 with Retry-After for 15 minutes, even for the right code.
 */
export async function POST(request: Request) {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const { site } = checked;
  const limited = await rateLimitResponse(request, site.config.slug, 'signIn');
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"email": "...", "code": "123456"}');
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status });
  const t = site.locale.t;
  const parsed = z.object({ email: z.string().trim().max(254).pipe(z.email()), code: z.string().trim().regex(/^\d{6}$/) }).safeParse(body.value);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    return Response.json(
      { errors: { ...(fields.has('email') ? { email: t('account.error.email') } : {}), ...(fields.has('code') ? { code: t('account.error.code') } : {}) } },
      { status: 400 },
    );
  }
  const { db } = await database();
  const result = await verifySignInCode(db, site.config.slug, parsed.data.email, parsed.data.code);
  if (!result.ok) {
    if (result.reason === 'locked') return waitAnswer(site.locale, 'account.error.lockedOut', result.retryAfterSeconds, (message) => ({ errors: { code: message } }));
    return Response.json({ errors: { code: t(FAILURE_MESSAGES[result.reason]) } }, { status: 400 });
  }
  const shopper = await shopperForSession(db, site.config.slug, result.session.token);
  return Response.json(
    { signedIn: true, needsPhone: !shopper?.phone },
    { headers: { 'set-cookie': sessionCookieHeader(result.session.token, result.session.expiresAt, isHttpsRequest(request)), 'cache-control': 'no-store' } },
  );
}
