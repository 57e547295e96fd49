// README "Accounts, the watchlist, reservations and buying online" end to end: a used car bought
// through /checkout-journey on southern-cross-motors (a reload mid-way resumes), delivered by the
// dealer, then returned inside 14 days (§4, §5, §9); and the consumer law notices of the NZ and US
// sites on a used car (stock/rules/consumer-law).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pdfText } from '@dealer/web/testing/pdf-text';
import { expect, expectAccessible, test } from './fixtures';
import { mailTo } from './inbox';
import { siteFetch } from './site-fetch';
import { dataDir, siteUrl } from './stack';

type Hit = { slug: string; objectID: string; reserved: boolean; car_type: string; price: number };
async function cars(page: Page, site: string, filters: string): Promise<Hit[]> {
  const response = await siteFetch(page, site, '/api/search', { json: { requests: [{ indexName: 'Car_production', params: { filters, hitsPerPage: 30 } }] } });
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { results: { hits: Hit[] }[] }).results[0]!.hits;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The dealer's calls (the handover, the return inspection) carry the stock admin secret the web app keeps in its data folder. */
async function dealerCall(page: Page, path: string, json: unknown) {
  const secret = readFileSync(join(dataDir, 'stock-admin-secret'), 'utf8').trim();
  return siteFetch(page, 'southern-cross-motors', path, { json, headers: { authorization: `Bearer ${secret}` } });
}

test('§2, §4, §9: a used car bought through /checkout-journey on southern-cross-motors, then returned inside 14 days', async ({ page }) => {
  test.setTimeout(120_000);
  const site = siteUrl('southern-cross-motors');
  const car = (await cars(page, 'southern-cross-motors', 'status:in_stock AND car_type:used AND reserved:false AND price>10000'))[7]!;
  await page.goto(`${site}/cars/${car.slug}`);
  await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Buy Online' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}`));
  await expect(page.getByTestId('journey-step-of')).toHaveText('Step 1 of 5');
  await expectAccessible(page);

  await page.getByLabel('Full name').fill('Sam Buyer');
  const buyerEmail = `buyer-${Date.now()}@example.com`;
  await page.getByLabel('Email address').fill(buyerEmail);
  await page.getByLabel('Phone number').fill('0412 345 678');
  await page.getByLabel('Address', { exact: true }).fill('1 George St, Parramatta NSW');
  await page.getByLabel('Postcode').fill('215');
  await page.getByRole('button', { name: 'Next' }).click();
  // §5: the postcode is exactly 4 digits.
  await expect(page.getByTestId('journey-errors')).toContainText('Invalid postcode. Please enter a 4-digit number.');
  await page.getByLabel('Postcode').fill('2150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('journey-step-of')).toHaveText('Step 2 of 5');

  // A reload resumes where the shopper was, from the server.
  await expect(page).toHaveURL(/order=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByTestId('journey-step-of')).toHaveText('Step 2 of 5');

  await page.getByRole('group', { name: 'Do you have a car to trade in?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'How will you pay?' }).getByLabel('Pay in full by bank transfer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Pickup or delivery?' }).getByLabel('Pick up from the dealership').check();
  await page.getByLabel('Date').fill(inDays(5));
  await page.getByRole('button', { name: 'Next' }).click();

  // Review: the total price (ACL s48) and the 14-day return terms (§5), then the order.
  await expect(page.getByTestId('journey-step-of')).toHaveText('Step 5 of 5');
  await expect(page.getByTestId('review-total')).toContainText('$');
  await expect(page.getByTestId('return-terms')).toContainText('500');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'See your order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await expectAccessible(page);
  // Bought, the car is taken: search shows it Reserved.
  expect((await cars(page, 'southern-cross-motors', `objectID:"${car.objectID}"`))[0]?.reserved).toBe(true);

  // The dealer hands it over; the 14-day return starts.
  expect((await dealerCall(page, `/api/orders/${orderId}/delivered`, { odometer_km: 42_000 })).status).toBe(200);
  await page.goto(`${site}/orders/${orderId}`);
  await expect(page.getByTestId('order-return-until')).toBeVisible();
  // The shopper is emailed that the 14-day return has started, and until when.
  await expect.poll(() => mailTo(buyerEmail).some((raw) => raw.includes('Subject: Your car is yours: Southern Cross Motors')), { timeout: 15_000 }).toBe(true);
  await page.getByLabel('Return appointment date').fill(inDays(3));
  await page.getByRole('button', { name: 'Give return notice' }).click();
  await expect(page.getByTestId('order-appointment')).toBeVisible({ timeout: 15_000 });

  // At the appointment: 300 km, half a tank, keys back: returned, refund in full, car available again.
  const inspected = await dealerCall(page, `/api/orders/${orderId}/return-inspection`, { odometer_km: 42_300, fuel: 'half', keys_and_accessories: true, encumbrance_cents: 0 });
  expect(inspected.status).toBe(200);
  await page.goto(`${site}/orders/${orderId}`);
  await expect(page.getByTestId('order-refund')).toContainText('Your refund is');
  await expect.poll(() => mailTo(buyerEmail).some((raw) => raw.includes('Subject: Your return is accepted: Southern Cross Motors')), { timeout: 15_000 }).toBe(true);
  expect((await cars(page, 'southern-cross-motors', `objectID:"${car.objectID}"`))[0]?.reserved).toBe(false);
});

test('the NZ site shows the Consumer Information Notice on a used car, and the US site the FTC Buyers Guide with its PDF', async ({ page }) => {
  const nzCar = (await cars(page, 'harbour-city-toyota', 'status:in_stock AND car_type:used'))[0]!;
  await page.goto(`${siteUrl('harbour-city-toyota')}/cars/${nzCar.slug}`);
  const notice = page.locator('#consumer-information-notice');
  await expect(notice.getByRole('heading', { name: 'Consumer Information Notice' })).toBeVisible();
  await expect(page.getByTestId('consumer-information-notice')).toContainText('M300412');
  await expectAccessible(page);

  const usCar = (await cars(page, 'lone-star-jeep', 'status:in_stock AND car_type:used'))[0]!;
  await page.goto(`${siteUrl('lone-star-jeep')}/cars/${usCar.slug}`);
  await expect(page.locator('#buyers-guide').getByRole('heading', { name: 'Buyers Guide' })).toBeVisible();
  await expect(page.getByTestId('buyers-guide-warranty')).toContainText('AS IS');
  await expect(page.getByTestId('buyers-guide-pdf')).toHaveAttribute('href', `/api/cars/${usCar.slug}/buyers-guide.pdf`);
  const pdf = await siteFetch(page, 'lone-star-jeep', `/api/cars/${usCar.slug}/buyers-guide.pdf`, { binary: true });
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdfText(new Uint8Array(Buffer.from(pdf.body, 'base64'))).replace(/\s+/g, ' ')).toContain('BUYERS GUIDE');
  await expectAccessible(page);

  // A new car has neither.
  const newCar = (await cars(page, 'lone-star-jeep', 'status:in_stock AND car_type:new'))[0];
  if (newCar) {
    await page.goto(`${siteUrl('lone-star-jeep')}/cars/${newCar.slug}`);
    await expect(page.locator('#buyers-guide')).toHaveCount(0);
  }
});
