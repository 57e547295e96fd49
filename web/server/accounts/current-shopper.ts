import 'server-only';
import { cookies } from 'next/headers';
import { shopperForSession, type Shopper } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import { database } from '../db/database';
import { SESSION_COOKIE, sessionTokenFrom } from './session-cookie';

/** Accounts exist only on a site that turns authentication on (§6: off by default). */
export const accountsEnabled = (config: SiteConfig) => config.features.authentication;

/** §2, §6: where the site gates checkout (and has accounts), reserving or buying online needs a signed-in shopper. */
export const checkoutNeedsSignIn = (config: SiteConfig) => accountsEnabled(config) && config.features.gateCheckout;

/** The signed-in shopper of this request on this site (pages: from next/headers), or null. */
export async function currentShopper(config: SiteConfig): Promise<Shopper | null> {
  if (!accountsEnabled(config)) return null;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db } = await database();
  return shopperForSession(db, config.slug, token);
}

/** The same for a route handler's request. */
export async function requestShopper(config: SiteConfig, request: Request): Promise<Shopper | null> {
  if (!accountsEnabled(config)) return null;
  const token = sessionTokenFrom(request.headers.get('cookie'));
  if (!token) return null;
  const { db } = await database();
  return shopperForSession(db, config.slug, token);
}

/** The sign-in address for `type`, coming back to `redirect` (and `back`, the car, §2). */
export function signInPath(type: 'watchlist' | 'trade-in' | 'checkout' | 'finance' | 'account', redirect: string, back?: string): string {
  const query = new URLSearchParams({ type, redirect, ...(back ? { back } : {}) });
  return `/sign-in?${query.toString()}`;
}
