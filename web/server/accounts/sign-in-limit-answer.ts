import 'server-only';
import type { MessageKey } from '@dealer/tenants';
import type { LoadedSite } from '../content/site';
import { problem } from '../http/problem';

/**
 * The 429 problem of a per-address sign-in limit (README "Accounts, the watchlist, reservations and
 * buying online"): `detail` is the wait in whole minutes in the site's words, exact in Retry-After;
 * `extensions` adds members made from that sentence (the code form's `errors: {code}`). It says
 * nothing of whether the address has an account: the limits never look.
 */
export function waitAnswer(locale: LoadedSite['locale'], key: MessageKey, retryAfterSeconds: number, extensions: (message: string) => Record<string, unknown> = () => ({})): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? locale.t('account.wait.minute') : locale.t('account.wait.minutes', { minutes });
  const message = locale.t(key, { wait });
  return problem(429, message, extensions(message), { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
}
