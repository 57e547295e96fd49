import { seedDemoStock } from '@dealer/demo';
import { issueSignInCode, placeOrder, saveOrderStep, saveToWatchlist, setShopperPhone, startOrder, storeEnquiry, verifySignInCode } from '@dealer/leads/server';
import { openWebTestDatabase } from '../server/db/test-database';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockService } from '../server/stock/service';
import { demoSite } from '../server/content/demo-site';
import { navigationStandIn, pageOutcome } from '../server/page-outcome';

/**
 * The /sign-in and /account pages (README "Accounts, the watchlist, reservations and buying
 * online") rendered on the server over the real database and stock search: who is sent where, and
 * what the account page lists. riverside-kia has accounts on; lone-star-jeep has them off (§6 default).
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
let sessionToken: string | null = null;
/** Whether riverside-kia sells online (§2 /checkout-journey: on in its config; the tests turn it off to see the page without orders). */
let kiaBuysOnline = false;


vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'dealer_session' && sessionToken ? { name, value: sessionToken } : undefined) }),
}));
vi.mock('next/navigation', () => navigationStandIn());
vi.mock('../server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('../server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('../server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('../server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, slug === 'riverside-kia' ? { buyOnline: kiaBuysOnline } : {}) }));

const SignInPage = (await import('../app/sites/[site]/sign-in/page')).default;
const AccountPage = (await import('../app/sites/[site]/account/page')).default;
const { createStockService } = await import('../server/stock/service');

const KIA = 'riverside-kia';
const kiaConfig = resolveSiteConfig(findSiteDefinition(KIA)!).config;
let kiaCar: { id: string; slug: string; year: number; make: string; model: string };

beforeAll(async () => {
  database = await openWebTestDatabase('account_pages');
  await seedDemoStock(database.db, { now: new Date(), sites: [KIA, 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const hit = (await service.searchOne(kiaConfig, { hitsPerPage: 1, filters: 'status:in_stock' })).hits[0] as unknown as { objectID: string; slug: string; year: number; make: string; model: string };
  kiaCar = { id: hit.objectID, slug: hit.slug, year: hit.year, make: hit.make, model: hit.model };
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  sessionToken = null;
});

/** Signs `email` in on riverside-kia (as the verify endpoint does) and uses the session from now on. */
async function signIn(email: string, phone: string | null = null) {
  const { code } = await issueSignInCode(database.db, KIA, email);
  const result = await verifySignInCode(database.db, KIA, email, code);
  if (!result.ok) throw new Error(result.reason);
  if (phone) await setShopperPhone(database.db, KIA, result.shopperId, phone);
  sessionToken = result.session.token;
  return result.shopperId;
}

const query = (values: Record<string, string>) => Promise.resolve(values);
const params = (site: string) => Promise.resolve({ site });


describe('§2 /sign-in', () => {
  it('§6 is a 404 on a site without accounts', async () => {
    expect(await pageOutcome(() => SignInPage({ params: params('lone-star-jeep'), searchParams: query({}) }))).toEqual({ notFound: true });
  });

  it.each([
    ['watchlist', 'Sign in to save cars to your watchlist'],
    ['trade-in', 'Sign in to value your trade-in'],
    ['checkout', 'Sign in to reserve this car'],
    ['finance', 'Sign in to apply for finance'],
    ['account', 'Sign in to your account'],
    ['nonsense', 'Sign in to your account'],
  ])('§2 type=%s: the heading says "%s" and the form starts at the email', async (type, heading) => {
    const result = await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ type, redirect: `/cars/${kiaCar.slug}` }) }));
    const html = (result as { html: string }).html;
    expect(html).toMatch(new RegExp(`<h1 id="sign-in-heading"[^>]*>${heading}</h1>`));
    expect(html).toContain('type="email"');
    expect(html).toContain('Email me a code');
  });

  it.each([
    [`/cars/x`, 'Back to the car'],
    ['/search', 'Go back'],
  ])('§2 back=%s is a link reading "%s"; another site\'s back is no link', async (back, text) => {
    const html = (await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ type: 'watchlist', back }) }))) as { html: string };
    expect(html.html).toContain(`href="${back}">${text}</a>`);
    const foreign = (await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ type: 'watchlist', back: '//evil.example/cars/x' }) }))) as { html: string };
    expect(foreign.html).not.toContain('evil.example');
  });

  it('signed in already: straight to redirect (a foreign redirect becomes /account)', async () => {
    await signIn('ready@example.com', '0412 345 678');
    expect(await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ type: 'watchlist', redirect: `/cars/${kiaCar.slug}` }) }))).toEqual({ redirect: `/cars/${kiaCar.slug}` });
    expect(await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ redirect: 'https://evil.example/' }) }))).toEqual({ redirect: '/account' });
  });

  it('§5 signed in without a phone: a watchlist sign-in asks for the phone; other types go on', async () => {
    await signIn('nophone@example.com');
    const result = (await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ type: 'watchlist', redirect: `/cars/${kiaCar.slug}` }) }))) as { html: string };
    expect(result.html).toContain('Add your mobile number');
    expect(result.html).toContain('type="tel"');
    expect(result.html).not.toContain('Email me a code');
    expect(await pageOutcome(() => SignInPage({ params: params(KIA), searchParams: query({ type: 'finance', redirect: '/finance' }) }))).toEqual({ redirect: '/finance' });
  });
});

describe('the account page (§4, §6)', () => {
  it('§6 is a 404 on a site without accounts', async () => {
    expect(await pageOutcome(() => AccountPage({ params: params('lone-star-jeep') }))).toEqual({ notFound: true });
  });

  it('signed out: sign in first, then back to /account', async () => {
    expect(await pageOutcome(() => AccountPage({ params: params(KIA) }))).toEqual({ redirect: '/sign-in?type=account&redirect=%2Faccount' });
  });

  it('a new account: details, the empty watchlist and enquiries, and delete; no reservations or orders yet', async () => {
    await signIn('fresh@example.com');
    const { html } = (await pageOutcome(() => AccountPage({ params: params(KIA) }))) as { html: string };
    for (const text of ['Your account', 'fresh@example.com', 'None yet', 'Add a mobile number', 'Passkeys', 'You have no passkeys yet.', 'Add a passkey', 'Your watchlist', 'You have not saved any cars yet.', 'Your enquiries', 'You have not sent us any enquiries from fresh@example.com.', 'Delete your account', 'Delete my account', 'Sign out']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Your reservations');
    expect(html).not.toContain('Your orders');
  });

  it('§4 lists the watchlist (a car gone is "no longer listed") and the enquiries with their delivery status in words', async () => {
    const shopperId = await signIn('full@example.com', '0412 345 678');
    await saveToWatchlist(database.db, KIA, shopperId, 'gone-car-1');
    // PGlite's clock ticks in milliseconds: two saves in the same one would tie on "newest first".
    await new Promise((resolve) => setTimeout(resolve, 5));
    await saveToWatchlist(database.db, KIA, shopperId, kiaCar.id);
    await storeEnquiry(database.db, KIA, 'account-page-1', { name: 'Full', email: 'FULL@example.com', optIn: true, carId: kiaCar.id, category: 'Test Drive', message: 'Hi' });
    await storeEnquiry(database.db, KIA, 'account-page-2', { name: 'Full', email: 'full@example.com', optIn: true, message: 'General question' });
    await storeEnquiry(database.db, KIA, 'account-page-3', { name: 'Other', email: 'other@example.com', optIn: true, message: 'Not theirs' });

    const { html } = (await pageOutcome(() => AccountPage({ params: params(KIA) }))) as { html: string };
    const title = `${kiaCar.year} ${kiaCar.make} ${kiaCar.model}`;
    expect(html).toContain('0412 345 678');
    expect(html).toMatch(new RegExp(`<a [^>]*href="/cars/${kiaCar.slug}">${title}`));
    expect(html).toContain('No longer listed (car gone-car-1)');
    expect(html).toContain('aria-label="Remove No longer listed (car gone-car-1) from your watchlist"');
    expect(html.match(/>Remove</g)).toHaveLength(2);
    // Newest saved first.
    expect(html.indexOf(`href="/cars/${kiaCar.slug}"`)).toBeLessThan(html.indexOf('gone-car-1'));
    expect(html).toContain('Test Drive');
    expect(html).toContain('>Enquiry<');
    expect(html.match(/On its way to the dealer/g)).toHaveLength(2);
    expect(html).not.toContain('Not theirs');
    expect(html).not.toContain('Other');
  });

  it('lists the shopper\'s orders where the site sells online: a draft "Started on", a placed one "Ordered on" for its total, each linking to its page', async () => {
    const shopperId = await signIn('buyer@example.com');
    // Started at 20:00 UTC on 1 Nov: 6 am on 2 Nov in Brisbane, the dealer's calendar day.
    const draft = await startOrder(database.db, KIA, kiaCar.id, shopperId, new Date('2026-11-01T20:00:00Z'));
    const bought = await startOrder(database.db, KIA, 'gone-car-2', shopperId);
    const steps = {
      buyer: { name: 'Sam Buyer', email: 'buyer@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' },
      tradeIn: { hasTradeIn: false },
      payment: { method: 'pay-in-full' },
      handover: { kind: 'pickup', date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) },
    } as const;
    for (const [step, value] of Object.entries(steps)) expect((await saveOrderStep(database.db, KIA, bought.id, step as keyof typeof steps, value)).ok).toBe(true);
    expect((await placeOrder(database.db, KIA, bought.id, 2_999_000)).ok).toBe(true);

    expect(((await pageOutcome(() => AccountPage({ params: params(KIA) }))) as { html: string }).html).not.toContain('Your orders');
    kiaBuysOnline = true;
    try {
      const html = ((await pageOutcome(() => AccountPage({ params: params(KIA) }))) as { html: string }).html.replace(/<!-- -->/g, '');
      expect(html).toContain('Your orders');
      expect(html).toContain('Started on 2 Nov 2026');
      expect(html).toContain('Not placed yet');
      expect(html).toMatch(/Ordered on \d{1,2} \w{3} \d{4} for \$29,990/);
      expect(html).toContain('Placed: we are getting your car ready');
      expect(html).toContain('car gone-car-2 (no longer listed)');
      expect(html).toContain(`href="/orders/${draft.id}" aria-label="View your order of ${kiaCar.year} ${kiaCar.make} ${kiaCar.model}`);
      expect(html).toContain(`href="/orders/${bought.id}"`);
      // Newest first.
      expect(html.indexOf(bought.id)).toBeLessThan(html.indexOf(draft.id));
    } finally {
      kiaBuysOnline = false;
    }
  });
});
