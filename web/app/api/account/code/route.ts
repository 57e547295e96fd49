import { z } from 'zod';
import { issueSignInCode, SIGN_IN_CODE_TTL_MS, TooManySignInCodes } from '@dealer/leads/server';
import { accountSite } from '@/server/accounts/account-request';
import { sendSignInCode } from '@/server/accounts/sign-in-mail';
import { waitAnswer } from '@/server/accounts/sign-in-limit-answer';
import { rateLimitResponse } from '@/server/http/rate-limit';
import { readJsonBody } from '@/server/http/read-json-body';
import { database } from '@/server/db/database';

const MAX_BODY_BYTES = 2 * 1024;

/**
 * POST /api/account/code `{email}` (issue 15, §2 /sign-in): emails a six-digit code that signs in
 * to this site's account for that address (made on first sign-in). 200 `{sent, expiresInMinutes}`;
 * 400 `{errors: {email}}`; 503 when the mail server cannot take it (the shopper asks again); 429
 * `{message}` with Retry-After past 5 codes an hour to the address (README "Accounts, the
 * watchlist, reservations and buying online"), the same answer whether it has an account or not.
 */
export async function POST(request: Request) {
  const checked = await accountSite(request);
  if ('refused' in checked) return checked.refused;
  const { site } = checked;
  const limited = await rateLimitResponse(request, site.config.slug, 'signIn');
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"email": "..."}');
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status });
  const parsed = z.object({ email: z.string().trim().max(254).pipe(z.email()) }).safeParse(body.value);
  if (!parsed.success) return Response.json({ errors: { email: site.locale.t('account.error.email') } }, { status: 400 });

  const { db } = await database();
  let code: string;
  try {
    ({ code } = await issueSignInCode(db, site.config.slug, parsed.data.email));
  } catch (error) {
    if (error instanceof TooManySignInCodes) return waitAnswer(site.locale, 'account.error.tooManyCodes', error.retryAfterSeconds, (message) => ({ message }));
    throw error;
  }
  if (!(await sendSignInCode(site, parsed.data.email, code))) {
    return Response.json({ message: site.locale.t('account.error.mailUnavailable') }, { status: 503, headers: { 'retry-after': '60' } });
  }
  return Response.json({ sent: true, expiresInMinutes: SIGN_IN_CODE_TTL_MS / 60_000 });
}
