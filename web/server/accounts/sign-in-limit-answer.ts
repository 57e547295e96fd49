import 'server-only';
import type { MessageKey } from '@dealer/tenants';
import type { LoadedSite } from '../content/site';

/**
 * The 429 of a per-address sign-in limit (README "Accounts, the watchlist, reservations and buying
 * online"): the wait in whole minutes in the site's words, exact in Retry-After. It says nothing
 * of whether the address has an account: the limits never look.
 */
export function waitAnswer(locale: LoadedSite['locale'], key: MessageKey, retryAfterSeconds: number, body: (message: string) => unknown): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? locale.t('account.wait.minute') : locale.t('account.wait.minutes', { minutes });
  return Response.json(body(locale.t(key, { wait })), { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } });
}
