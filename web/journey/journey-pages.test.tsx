import { seedDemoStock } from '@dealer/demo';
import { giveReturnNotice, issueSignInCode, markOrderDelivered, orderedCarIds, ordersOf, placeOrder, recordReturnInspection, saveOrderStep, startOrder, verifySignInCode } from '@dealer/leads/server';
import { openWebTestDatabase } from '../server/db/test-database';
import { createLocale, findSiteDefinition, resolveSiteConfig, siteTimeZone } from '@dealer/tenants';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '../server/stock/service';
import { demoSite } from '../server/content/demo-site';
import { navigationStandIn, pageOutcome } from '../server/page-outcome';

/**
 * /checkout-journey and /orders/{id} (§2) rendered on the server over the real
 * database and stock search: which car may be bought online, where a reload resumes, and what the
 * order page says at each step of the §4 return flow. southern-cross-motors sells online
 * (features.buyOnline) signed out; lone-star-jeep does not sell online.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;

/** The signed-in shopper's session, and whether southern-cross-motors has accounts on (§6: off in its config). */
let sessionToken: string | null = null;
let scmAccounts = false;

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'dealer_session' && sessionToken ? { name, value: sessionToken } : undefined) }),
}));
vi.mock('next/navigation', () => navigationStandIn());
vi.mock('../server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('../server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('../server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('../server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, slug === 'southern-cross-motors' && scmAccounts ? { authentication: true } : {}) }));

const JourneyPage = (await import('../app/sites/[site]/checkout-journey/page')).default;
const OrderPage = (await import('../app/sites/[site]/orders/[id]/page')).default;
const { createStockService } = await import('../server/stock/service');

const SCM = 'southern-cross-motors';
const scm = resolveSiteConfig(findSiteDefinition(SCM)!).config;
type Hit = { id: string; slug: string; year: number; make: string; model: string; price: number };
let available: Hit[] = [];
let sold: Hit | undefined;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const steps = {
  buyer: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' },
  tradeIn: { hasTradeIn: true, make: 'Toyota', model: 'Corolla', year: 2015, km: 120000, owingCents: 450000 },
  payment: { method: 'finance' },
  handover: { kind: 'delivery', date: inDays(5), address: '9 Smith St, Parramatta NSW 2150' },
} as const;

async function orderWith(carId: string, done: (keyof typeof steps)[]) {
  const order = await startOrder(database.db, SCM, carId, null);
  for (const step of done) expect((await saveOrderStep(database.db, SCM, order.id, step, steps[step])).ok, step).toBe(true);
  return order.id;
}

async function placed(car: Hit) {
  const id = await orderWith(car.id, ['buyer', 'tradeIn', 'payment', 'handover']);
  const result = await placeOrder(database.db, SCM, id, car.price * 100);
  if (!result.ok) throw new Error(result.message);
  await service.reindex();
  return id;
}

beforeAll(async () => {
  database = await openWebTestDatabase('journey_pages');
  await seedDemoStock(database.db, { now: new Date(), sites: [SCM, 'riverside-kia'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' }, reservedCarIds: () => orderedCarIds(database.db) });
  const hits = async (filters: string, count: number) =>
    (await service.searchOne(scm, { filters, hitsPerPage: count })).hits.map((hit) => {
      const car = hit as unknown as { objectID: string; slug: string; year: number; make: string; model: string; price: number };
      return { id: car.objectID, slug: car.slug, year: car.year, make: car.make, model: car.model, price: car.price };
    });
  available = await hits('status:in_stock AND car_type:used AND reserved:false AND sold:false AND price>5000', 9);
  [sold] = await hits('status:sold', 1);
  expect(available.length).toBe(9);
});
afterAll(async () => {
  await database.close();
});

const params = (site: string) => Promise.resolve({ site });
const journey = async (site: string, query: Record<string, string>) => pageOutcome(() => JourneyPage({ params: params(site), searchParams: Promise.resolve(query) }));
const html = async (site: string, query: Record<string, string>) => {
  const result = await journey(site, query);
  if (!('html' in result)) throw new Error('a 404');
  return result.html.replace(/<!-- -->/g, '');
};
const orderPage = async (id: string, site = SCM) => pageOutcome(() => OrderPage({ params: Promise.resolve({ site, id }) }));
const orderHtml = async (id: string) => {
  const result = await orderPage(id);
  if (!('html' in result)) throw new Error('a 404');
  return result.html.replace(/<!-- -->/g, '');
};

describe('§2 /checkout-journey?car_id={slug}', () => {
  it('is a 404 on a site that does not sell online, or for a car this site does not list', async () => {
    expect(await journey('lone-star-jeep', { car_id: available[0]!.slug })).toEqual({ notFound: true });
    expect(await journey('lone-star-jeep', {})).toEqual({ notFound: true });
    // riverside-kia sells online, but not another site's car.
    expect(await journey('riverside-kia', { car_id: available[0]!.slug })).toEqual({ notFound: true });
    expect(await journey(SCM, { car_id: 'no-such-car' })).toEqual({ notFound: true });
  });

  it('without a car_id (a link whose query was dropped) it says to choose a car, with a link to search', async () => {
    const page = await html(SCM, {});
    expect(page).toContain('Buy a used car online');
    expect(page).toContain('href="/search/used-cars">Search our used cars</a>');
    expect(page).not.toContain('data-testid="checkout-journey"');
  });

  it('ACL s48: the car and its total price, then the journey, which makes the order in the browser', async () => {
    const car = available[0]!;
    const page = await html(SCM, { car_id: car.slug });
    expect(page).toContain(`Buy your ${car.year} ${car.make} ${car.model}`);
    expect(page).toMatch(/Total price<\/dt><dd[^>]*data-testid="journey-total">\$[\d,]+/);
    expect(page).toContain(`$${car.price.toLocaleString('en-AU')}`);
    expect(page).toContain(`href="/cars/${car.slug}"`);
    expect(page).toContain('Getting your order ready…');
    // No finance figure anywhere on the page (one would need its comparison rate beside it).
    expect(page).not.toMatch(/comparison rate|per week|\/wk|p\.w\./i);
  });

  it('a reload with order= resumes at the first step not done ("Step 2 of 5"), with the stepper', async () => {
    const car = available[1]!;
    const id = await orderWith(car.id, ['buyer']);
    const page = await html(SCM, { car_id: car.slug, order: id });
    expect(page).toContain('Step 2 of 5');
    expect(page).toMatch(/<h2[^>]*>Trade-in<\/h2>/);
    expect(page).toMatch(/aria-current="step"[^>]*>.*?Trade-in<\/li>/);
    for (const label of ['Your details', 'Finance or payment', 'Delivery or pickup', 'Review']) expect(page).toContain(label);
    expect(page).toContain('Do you have a car to trade in?');
    expect(page).toContain('We inspect and value your trade-in at handover.');
    expect(page).toMatch(/<button type="button"[^>]*>Back<\/button>/);
    expect(page).toMatch(/<button type="submit"[^>]*>Next<\/button>/);
  });

  it('every step done: the review shows each answer with Edit, the total and the §5 return terms, and Place order', async () => {
    const car = available[2]!;
    const id = await orderWith(car.id, ['buyer', 'tradeIn', 'payment', 'handover']);
    const page = await html(SCM, { car_id: car.slug, order: id });
    expect(page).toContain('Step 5 of 5');
    for (const text of [
      'Sam Buyer', 'sam@example.com', '0412 345 678', '1 George St, Parramatta NSW 2150', '2015 Toyota Corolla, 120,000 km', '$4,500 owing',
      'Arrange finance with us', 'Delivery on', 'to 9 Smith St, Parramatta NSW 2150', '14-day return', 'no more than 500 km since delivery',
      'at least a quarter tank of fuel', 'all its keys and accessories', 'we take what is needed to clear it off your refund', 'Australian Consumer Law',
    ]) expect(page).toContain(text);
    expect(page.match(/>Edit<span class="sr-only">/g)).toHaveLength(4);
    expect(page).toMatch(/data-testid="review-total">\$[\d,]+</);
    expect(page).toMatch(/<button type="submit"[^>]*>Place order<\/button>/);
  });

  it('another car\'s order in order= is not resumed here', async () => {
    const other = await orderWith(available[3]!.id, ['buyer']);
    const page = await html(SCM, { car_id: available[4]!.slug, order: other });
    expect(page).toContain('Getting your order ready…');
    expect(page).not.toContain('Sam Buyer');
  });

  it('a sold car: a clear message and a link back to it, no form', async () => {
    expect(sold).toBeDefined();
    const page = await html(SCM, { car_id: sold!.slug });
    expect(page).toContain('This car has sold');
    expect(page).toContain(`href="/cars/${sold!.slug}">Back to the car</a>`);
    expect(page).not.toContain('data-testid="checkout-journey"');
    expect(page).not.toContain('Getting your order ready');
  });

  it('a car bought by someone else shows Reserved and no form; its buyer reloading sees the confirmation and the order link', async () => {
    const car = available[5]!;
    const id = await placed(car);
    const stranger = await html(SCM, { car_id: car.slug });
    expect(stranger).toContain('This car is reserved');
    expect(stranger).not.toContain('data-testid="checkout-journey"');
    const buyer = await html(SCM, { car_id: car.slug, order: id });
    expect(buyer).toContain('Order placed');
    expect(buyer).toContain(`at a total price of $${car.price.toLocaleString('en-AU')}`);
    expect(buyer).toContain(`href="/orders/${id}">See your order</a>`);
  });
});

describe('/orders/{id}: the order and the §4 used-car return flow', () => {
  it('is a 404 for an unknown id, a malformed one, or on a site that does not sell online', async () => {
    expect(await orderPage('7d1f1a8e-0000-4000-8000-000000000000')).toEqual({ notFound: true });
    expect(await orderPage('../../etc')).toEqual({ notFound: true });
    const id = await orderWith(available[6]!.id, []);
    expect(await orderPage(id, 'riverside-kia')).toEqual({ notFound: true });
  });

  it('placed, delivered (return until a date, the terms, the notice form), return requested, returned (the refund)', async () => {
    const car = available[7]!;
    const id = await placed(car);
    const total = `$${car.price.toLocaleString('en-AU')}`;

    let page = await orderHtml(id);
    expect(page).toContain('Placed: we are getting your car ready');
    expect(page).toMatch(new RegExp(`data-testid="order-total">\\${total}<`));
    expect(page).toContain('Arrange finance with us');
    expect(page).toContain('Delivery on');
    expect(page).not.toContain('Give return notice');

    const deliveredAt = new Date(Date.now() - 2 * DAY);
    await markOrderDelivered(database.db, SCM, id, 42_000, deliveredAt);
    page = await orderHtml(id);
    // The last day on the dealer's calendar (Sydney), which is a day ahead of UTC's for part of every day.
    const deadline = createLocale('en-AU').formatDateIn(new Date(deliveredAt.getTime() + 14 * DAY), siteTimeZone(scm));
    expect(page).toContain(`You can return it until ${deadline}.`);
    expect(page).toContain('no more than 500 km since delivery');
    expect(page).toContain('Return appointment date');
    expect(page).toMatch(/type="date"[^>]*min="\d{4}-\d{2}-\d{2}"[^>]*max="\d{4}-\d{2}-\d{2}"/);
    expect(page).toMatch(/<button type="submit"[^>]*>Give return notice<\/button>/);

    expect((await giveReturnNotice(database.db, SCM, id, inDays(3))).ok).toBe(true);
    page = await orderHtml(id);
    expect(page).toContain('Return requested');
    expect(page).toContain(`Your return appointment is on ${createLocale('en-AU').formatDate(`${inDays(3)}T00:00:00Z`)}`);
    expect(page).not.toContain('Give return notice');

    await recordReturnInspection(database.db, SCM, id, { returnOdometerKm: 42_300, fuel: 'half', keysAndAccessories: true, encumbranceCents: 100_050 });
    page = await orderHtml(id);
    expect(page).toContain('Returned');
    expect(page).toContain(`Your refund is ${new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' }).format(car.price - 1000.5)}.`);
  });

  it('§9: delivered more than 14 days ago, the return period has ended and there is no form', async () => {
    const car = available[4]!;
    const id = await placed(car);
    await markOrderDelivered(database.db, SCM, id, 10_000, new Date(Date.now() - 15 * DAY));
    const page = await orderHtml(id);
    expect(page).toMatch(/The 14-day return period ended on \d{1,2} \w{3} \d{4}\./);
    expect(page).not.toContain('Give return notice');
  });

  it('a draft links back to the journey to continue it', async () => {
    const car = available[3]!;
    const id = await orderWith(car.id, ['buyer']);
    const page = await orderHtml(id);
    expect(page).toContain('Not placed yet');
    expect(page).toContain(`href="/checkout-journey?car_id=${car.slug}&amp;order=${id}">Continue your order</a>`);
  });
});

describe('an order started signed in is its shopper\'s alone (README "Accounts, the watchlist, reservations and buying online")', () => {
  /** Signs `email` in on southern-cross-motors and uses the session from now on. */
  async function signIn(email: string): Promise<string> {
    const { code } = await issueSignInCode(database.db, SCM, email);
    const result = await verifySignInCode(database.db, SCM, email, code);
    if (!result.ok) throw new Error(result.reason);
    sessionToken = result.session.token;
    return result.shopperId;
  }
  afterEach(() => {
    sessionToken = null;
    scmAccounts = false;
  });

  it('its shopper sees it; signed out it is sign-in first and back; another shopper gets the 404; a site that turned accounts off opens it by link', async () => {
    scmAccounts = true;
    const car = available[8]!;
    const owner = await signIn('owner@example.com');
    const order = await startOrder(database.db, SCM, car.id, owner);
    expect(await orderPage(order.id)).toMatchObject({ html: expect.stringContaining('Not placed yet') });
    expect(await journey(SCM, { car_id: car.slug, order: order.id })).toMatchObject({ html: expect.stringContaining('Step 1 of 5') });
    // The account's email is filled in for the buyer step.
    expect(await journey(SCM, { car_id: car.slug, order: order.id })).toMatchObject({ html: expect.stringMatching(/<input[^>]*type="email"[^>]*value="owner@example.com"/) });

    sessionToken = null;
    expect(await orderPage(order.id)).toEqual({ redirect: `/sign-in?type=account&redirect=${encodeURIComponent(`/orders/${order.id}`)}` });
    expect(await journey(SCM, { car_id: car.slug, order: order.id })).toEqual({
      redirect: `/sign-in?${new URLSearchParams({ type: 'checkout', redirect: `/checkout-journey?car_id=${car.slug}&order=${order.id}`, back: `/cars/${car.slug}` }).toString()}`,
    });

    await signIn('stranger@example.com');
    expect(await orderPage(order.id)).toEqual({ notFound: true });
    // Not resumed for a stranger: the journey starts afresh (a new order of their own).
    const fresh = (await journey(SCM, { car_id: car.slug, order: order.id })) as { html: string };
    expect(fresh.html).not.toContain(order.id);

    scmAccounts = false;
    sessionToken = null;
    expect(await orderPage(order.id)).toMatchObject({ html: expect.stringContaining('Not placed yet') });
  });

  it('an order started signed out follows the shopper who opens it signed in: their account lists it, and its link alone now asks for sign-in', async () => {
    scmAccounts = true;
    const car = available[7]!;
    const id = await orderWith(car.id, ['buyer']);
    const owner = await signIn('claims@example.com');
    expect(await journey(SCM, { car_id: car.slug, order: id })).toMatchObject({ html: expect.stringContaining('Step 2 of 5') });
    expect((await ordersOf(database.db, SCM, owner)).map((order) => order.id)).toEqual([id]);

    sessionToken = null;
    expect(await orderPage(id)).toEqual({ redirect: `/sign-in?type=account&redirect=${encodeURIComponent(`/orders/${id}`)}` });
    await signIn('someone-else@example.com');
    expect(await orderPage(id)).toEqual({ notFound: true });
  });
});
