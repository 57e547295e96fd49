import { sameSitePath } from '../server/http/same-site-path';

/** What /sign-in is for (§2: type watchlist, trade-in, checkout or finance; account from the account page). */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance', 'account'] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function signInType(value: string | undefined): SignInType {
  return (SIGN_IN_TYPES as readonly string[]).includes(value ?? '') ? (value as SignInType) : 'account';
}

/** The steps of the form: email, then the emailed code, then (watchlist only, §5) the phone. */
export type SignInStep = 'email' | 'code' | 'phone';

/** The return address (`redirect`): a path of this site, '/account' by default, never /sign-in itself (that would only come back here). */
export function signInReturnPath(value: string | undefined): string {
  const path = sameSitePath(value ?? null, '/account');
  return /^\/sign-in(?:[/?#]|$)/.test(path) ? '/account' : path;
}

/** The back link (`back`, the car, §2): a path of this site, or none. */
export function signInBackPath(value: string | undefined): string | null {
  return value ? sameSitePath(value, '') || null : null;
}
