import { seedDemoStock } from '@dealer/demo';
import type { LeadForDelivery } from '@dealer/leads/server';
import { openWebTestDatabase } from '../db/test-database';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StockService } from '../stock/service';

/** The shopper's email for each kind of lead (README "Accounts, the watchlist, reservations and buying online": receipts carry the deposit and return terms). */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;
vi.mock('../stock/service', async (importActual) => ({ ...(await importActual<typeof import('../stock/service')>()), stockService: async () => service }));

const { depositEmailTexts, orderEmailTexts, shopperEmailTexts, ORDER_CATEGORY, RESERVATION_CATEGORY } = await import('./shopper-email-texts');
const { createStockService } = await import('../stock/service');

const { config } = resolveSiteConfig(findSiteDefinition('riverside-kia')!);
const site = { config, locale: createLocale(config.locale) };
let carId = '';
beforeAll(async () => {
  database = await openWebTestDatabase('shopper_email_texts');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  carId = String((await service.searchOne(config, { filters: 'status:in_stock AND car_type:used', hitsPerPage: 1 })).hits[0]!.objectID);
});
afterAll(() => database.close());

const lead = (category: string | null, message: string | null = null) => ({ category, message, carId, name: 'Ava', email: 'ava@example.com' }) as LeadForDelivery;

describe('the shopper\'s email (README "Accounts, the watchlist, reservations and buying online": the terms in the receipt)', () => {
  it.each([
    ['an enquiry', null, 'We have your enquiry: {dealer}', [/reached our team/]],
    ['a reservation (QLD)', RESERVATION_CATEGORY, 'Your reservation with {dealer}', [/held, not taken/, /held until 2026/, /\$200 deposit, held for 48 hours, 100% refundable/, /Queensland/]],
    ['an online order', ORDER_CATEGORY, 'Your order with {dealer}', [/arrange payment and the handover/, /within 14 days/, /no more than 500 km/, /quarter tank/]],
  ])('%s', async (_case, category, subject, paragraphs) => {
    const texts = await shopperEmailTexts(lead(category, category ? 'Reserved online with a $200 deposit held until 2026-11-26T10:00:00.000Z.' : null), site);
    expect(texts.subject).toBe(subject);
    const body = ([] as string[]).concat(texts.body).join('\n');
    for (const paragraph of paragraphs) expect(body).toMatch(paragraph);
  });
});

it('a trade-in: the accepted offer\'s sentence, or the car to value in person', async () => {
  const offer = '$42,950 for your 2024 Ford Mustang GT with 12,000 km; valid for 7 days.';
  const accepted = await shopperEmailTexts({ ...lead('Trade-In', offer), carId: null, subcategory: '3. Offer Accepted' } as LeadForDelivery, site);
  expect(accepted.subject).toBe('Your trade-in with {dealer}');
  expect(accepted.body).toEqual([expect.stringMatching(/accepting our offer.*inspection/), offer]);
  const enquiry = await shopperEmailTexts({ ...lead('Trade-In', 'We value cars over 7 years old in person.'), carId: null, subcategory: 'Trade-in enquiry' } as LeadForDelivery, site);
  expect(([] as string[]).concat(enquiry.body).join('\n')).toMatch(/value it in person/);
});

describe('the shopper\'s email about the deposit after it was held (README "Accounts, the watchlist, reservations and buying online": taken or released)', () => {
  it.each([
    ['taken by the dealer', 'deposit-taken-email', 'Your deposit has been taken: {dealer}', /confirmed the sale of the \d{4} .+ you reserved, and your \$200 deposit has now been taken/],
    ['released (by the dealer or the lapsed 48-hour hold)', 'deposit-released-email', 'Your deposit has been released: {dealer}', /The \$200 deposit held for the \d{4} .+ you reserved has been released in full: nothing was taken/],
  ] as const)('%s', async (_case, kind, subject, body) => {
    const texts = await depositEmailTexts(kind, { carId, amountCents: 200_00 }, site);
    expect(texts.subject).toBe(subject);
    expect(texts.body).toMatch(body);
  });

  it('a car no longer listed (sold since) is named generically', async () => {
    const texts = await depositEmailTexts('deposit-released-email', { carId: 'sold-long-ago', amountCents: 500_00 }, site);
    expect(texts.body).toMatch(/^The \$500 deposit held for the car you reserved/);
  });
});

describe('the shopper\'s email about an online order after it was placed (README "Accounts, the watchlist, reservations and buying online": handed over, taken back)', () => {
  it('handed over: the last day to give notice on the dealer\'s calendar, and the §5 terms', async () => {
    // Handed over at 23:00 UTC on 1 Nov: 9 am on 2 Nov in Brisbane, so notice runs to 16 Nov there.
    const texts = await orderEmailTexts('order-delivered-email', { carId, deliveredAt: new Date('2026-11-01T23:00:00Z'), refundCents: null }, site);
    expect(texts.subject).toBe('Your car is yours: {dealer}');
    const body = ([] as string[]).concat(texts.body).join('\n');
    expect(body).toMatch(/has been handed over\. .*give notice on your order page by 16 Nov 2026\./);
    expect(body).toMatch(/within 14 days/);
    expect(body).toMatch(/no more than 500 km/);
  });

  it('taken back: the refund to the cent', async () => {
    const texts = await orderEmailTexts('order-returned-email', { carId: 'sold-long-ago', deliveredAt: null, refundCents: 2_999_050 }, site);
    expect(texts.subject).toBe('Your return is accepted: {dealer}');
    expect(texts.body).toMatch(/We have taken back the car under our 14-day return\. Your refund of \$29,990\.50 is on its way/);
  });
});

it('a finance request (§2 finance pages): its own receipt, saying no credit check was run and nothing approved', async () => {
  const texts = await shopperEmailTexts({ ...lead('Finance'), subcategory: 'Finance pre-approval' } as LeadForDelivery, site);
  expect(texts.subject).toBe('We have your finance request: {dealer}');
  expect(texts.body).toMatch(/No credit check has been run and nothing has been approved/);
  // A finance enquiry from the enquiry form (no finance subcategory) keeps the enquiry's confirmation.
  expect((await shopperEmailTexts(lead('Finance'), site)).subject).toBe('We have your enquiry: {dealer}');
});
