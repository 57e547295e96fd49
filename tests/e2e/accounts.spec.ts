// README "Accounts, the watchlist, reservations and buying online" end to end on riverside-kia
// (accounts on, checkout gated): sign-in by a code from the local inbox, the watchlist with its §8
// toasts and the account page, and Reserve Now with the embedded test gateway, the Reserved tag in
// search, and the hold lapsing on the suite's test clock (RESERVATION_HOLD_SECONDS=20 in
// playwright.config.ts, instead of 48 hours).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, scriptsRun, test } from './fixtures';
import { mailTo, signIn } from './inbox';
import { siteFetch } from './site-fetch';
import { siteUrl } from './stack';

// The browser logs the declined card's 402 and the 404s of the last test.
test.use({ allowedConsoleErrors: [/status of 40[24]/] });

const SITE = 'riverside-kia';
const site = siteUrl(SITE);

/** Cars of the site through its own search API, for each test its own (tests run in parallel). */
type Hit = { slug: string; objectID: string; reserved: boolean; fuel?: string; simple_fuel?: string };
async function availableCars(page: Page): Promise<Hit[]> {
  const response = await siteFetch(page, SITE, '/api/search', {
    json: { requests: [{ indexName: 'Car_production', params: { filters: 'status:in_stock AND price>20000', hitsPerPage: 40 } }] },
  });
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { results: { hits: Hit[] }[] }).results[0]!.hits;
}

/** A car whose tag would be Reserved (§4: an Electric or Hybrid tag outranks it), free now. */
const reservable = (hits: Hit[]) => hits.filter((hit) => !hit.reserved && !/hybrid|electric/i.test(`${hit.fuel ?? ''} ${hit.simple_fuel ?? ''}`));

test('§2, §9: signed out, Reserve Now asks to sign in; the code arrives in the inbox; the $200 hold is paid with the test gateway; the car shows Reserved until the hold lapses', async ({ page }) => {
  test.setTimeout(150_000);
  const car = reservable(await availableCars(page))[4]!;
  await page.goto(`${site}/cars/${car.slug}`);
  const actions = page.getByRole('group', { name: 'Actions for this car' });
  await actions.getByRole('link', { name: 'Reserve Now $200' }).first().click();

  // §2, §6: checkout is gated on this site: sign-in, with the way back to the car.
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&/);
  await expect(page.getByRole('heading', { name: 'Sign in to reserve this car' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the car/ })).toHaveAttribute('href', `/cars/${car.slug}`);
  await expectAccessible(page);
  const email = `reserve-${Date.now()}@example.com`;
  await signIn(page, email);

  // Back at checkout, signed in: the deposit's terms, then the test card that succeeds.
  await expect(page).toHaveURL(`${site}/cars/${car.slug}/checkout`);
  await expect(page.getByText(/100% refundable/).first()).toBeVisible();
  // The dealer's state's cooling-off terms before payment (stock/rules/consumer-law).
  await expect(page.locator('[data-testid="cooling-off-terms"][data-state="QLD"]')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full name').fill('Ava Reserve');
  if (!(await page.getByLabel('Email address').inputValue())) await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('0412 345 678');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YYYY)').fill('2030');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Your \$200 deposit is held until/)).toBeVisible();
  // The receipt by email: the hold and Queensland's cooling-off terms.
  await expect.poll(() => mailTo(email).find((raw) => raw.includes('Subject: Your reservation with Riverside Kia')), { timeout: 15_000 }).toBeDefined();
  expect(mailTo(email).find((raw) => raw.includes('Subject: Your reservation with Riverside Kia'))).toMatch(/Queensland/);

  // §4 priority 3: search and the car's page show it Reserved, and it cannot be reserved again.
  await expect.poll(async () => (await availableCars(page)).find((hit) => hit.objectID === car.objectID)?.reserved, { timeout: 10_000 }).toBe(true);
  await page.goto(`${site}/cars/${car.slug}`);
  await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Reserve Now $200' })).toHaveCount(0);
  await page.goto(`${site}/account`);
  await expect(page.getByTestId('reservation')).toContainText('Reserved');

  // The test clock: the hold lapses after 20 s; the sweeper releases it and the car is available again.
  await expect.poll(async () => (await availableCars(page)).find((hit) => hit.objectID === car.objectID)?.reserved, { timeout: 60_000, intervals: [2_000] }).toBe(false);
  await page.goto(`${site}/account`);
  await expect(page.getByTestId('reservation')).toContainText('Hold released: nothing was charged');
  // The shopper is told by email that the deposit was released.
  await expect.poll(() => mailTo(email).some((raw) => raw.includes('Subject: Your deposit has been released: Riverside Kia')), { timeout: 15_000 }).toBe(true);
  await page.goto(`${site}/cars/${car.slug}`);
  await expect(actions.getByRole('link', { name: 'Reserve Now $200' }).first()).toBeVisible();
});

test('§9 Reserve Online: a declined test card leaves the car free and says what to do', async ({ page }) => {
  const car = reservable(await availableCars(page))[6]!;
  await page.goto(`${site}/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/checkout`)}`);
  await signIn(page, `declined-${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${site}/cars/${car.slug}/checkout`);
  await page.getByLabel('Full name').fill('Ben Declined');
  await page.getByLabel('Phone number').fill('0412 345 678');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YYYY)').fill('2030');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page.getByText(/Your card was declined/)).toBeVisible();
  expect((await availableCars(page)).find((hit) => hit.objectID === car.objectID)?.reserved).toBe(false);
});

test('§9 Reserve Online: a card whose bank asks to confirm (3-D Secure): the test bank\'s check fails once, then completes, and the car shows Reserved', async ({ page }) => {
  const car = reservable(await availableCars(page))[10]!;
  await page.goto(`${site}/sign-in?type=checkout&redirect=${encodeURIComponent(`/cars/${car.slug}/checkout`)}`);
  await signIn(page, `three-d-secure-${Date.now()}@example.com`);
  await expect(page).toHaveURL(`${site}/cars/${car.slug}/checkout`);
  const pay = async () => {
    await page.getByLabel('Card number').fill('4000 0025 0000 3155');
    await page.getByLabel('Month (MM)').fill('12');
    await page.getByLabel('Year (YYYY)').fill('2030');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  };
  await page.getByLabel('Full name').fill('Cam Secure');
  await page.getByLabel('Phone number').fill('0412 345 678');
  await pay();

  const check = page.getByTestId('bank-check');
  await expect(check.getByRole('heading', { name: 'Confirm this payment with your bank' })).toBeFocused();
  await expect(check).toContainText('Your bank asks you to confirm the $200 deposit to Riverside Kia.');
  await expectAccessible(page);
  // Nothing is held while the bank waits.
  expect((await availableCars(page)).find((hit) => hit.objectID === car.objectID)?.reserved).toBe(false);
  await check.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByText(/Your bank could not confirm this payment/)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Cam Secure');

  // Another try with the same card: a new payment, and this time the shopper confirms.
  await pay();
  await page.getByTestId('bank-check').getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByTestId('reservation-confirmation')).toContainText('Your $200 deposit is held until');
  await expect.poll(async () => (await availableCars(page)).find((hit) => hit.objectID === car.objectID)?.reserved, { timeout: 10_000 }).toBe(true);
});

test('§4, §8: the watchlist toggles with the §8 toasts, the account page lists it, and deleting the account removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const car = reservable(await availableCars(page))[8]!;
  await page.goto(`${site}/cars/${car.slug}`);
  const toggle = page.getByRole('button', { name: 'Save to watchlist' });
  await toggle.click();

  // §5: signed out (and without a phone) it is sign-in first, then back to the car.
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&/);
  await expect(page.getByRole('heading', { name: 'Sign in to save cars to your watchlist' })).toBeVisible();
  await signIn(page, `watch-${Date.now()}@example.com`, '0412 345 678');
  await expect(page).toHaveURL(`${site}/cars/${car.slug}`);
  // Back on the car by a redirect, not page.goto: wait for its scripts as goto does (fixtures.ts),
  // or the click can land on the server's button before the page has any (a click then does
  // nothing, as it would for a shopper that quick).
  await scriptsRun(page);

  await page.getByRole('button', { name: 'Save to watchlist' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('is now available in your watchlist');
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await toast.getByRole('link', { name: 'View List' }).click();

  await expect(page).toHaveURL(`${site}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const watchlist = page.getByRole('region', { name: 'Your watchlist' });
  await expect(watchlist.getByRole('link')).toHaveCount(1);
  await expectAccessible(page);

  // Removing from the car page: the §8 removal toast.
  await page.goto(`${site}/cars/${car.slug}`);
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Car Removed' })).toContainText('is no longer in your watchlist');
  await page.getByRole('button', { name: 'Save to watchlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' })).toBeVisible();

  // Deleting the account removes it and its watchlist; the account page then asks to sign in.
  await page.goto(`${site}/account`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(`${site}/`);
  await page.goto(`${site}/account`);
  await expect(page).toHaveURL(/\/sign-in\?type=account/);
});

test('§2 /checkout-journey: Buy Online on a site that gates checkout: sign in first, buy through the journey, and the account page lists the order', async ({ page }) => {
  test.setTimeout(120_000);
  // A used car from the far end of the list, clear of the cars the other tests here reserve.
  const response = await siteFetch(page, SITE, '/api/search', {
    json: { requests: [{ indexName: 'Car_production', params: { filters: 'status:in_stock AND car_type:used AND reserved:false AND price>10000', hitsPerPage: 60 } }] },
  });
  const car = (JSON.parse(response.body) as { results: { hits: Hit[] }[] }).results[0]!.hits.at(-1)!;
  await page.goto(`${site}/cars/${car.slug}`);
  await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Buy Online' }).click();

  // §2, §6: signed out, the journey is sign-in first, with the way back to the car.
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&/);
  await expect(page.getByRole('link', { name: /Back to the car/ })).toHaveAttribute('href', `/cars/${car.slug}`);
  const email = `buy-online-${Date.now()}@example.com`;
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}`));

  await expect(page.getByTestId('journey-step-of')).toHaveText('Step 1 of 5');
  // Signed in, the account's email is already filled in.
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Full name').fill('Kim Online');
  await page.getByLabel('Phone number').fill('0412 345 678');
  await page.getByLabel('Address', { exact: true }).fill('5 Coronation Dr, Milton QLD');
  await page.getByLabel('Postcode').fill('4064');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Do you have a car to trade in?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'How will you pay?' }).getByLabel('Pay in full by bank transfer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Pickup or delivery?' }).getByLabel('Pick up from the dealership').check();
  await page.getByLabel('Date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('journey-step-of')).toHaveText('Step 5 of 5');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 15_000 });

  // The order is the signed-in shopper's: the account page lists it, dated on the dealer's calendar.
  await page.goto(`${site}/account`);
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders).toContainText(/Ordered on \d{1,2} \w{3} \d{4} for \$/);
  await expect(orders).toContainText('Placed: we are getting your car ready');
  await orders.getByRole('link', { name: /View your order of/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toContainText('Placed');
  await expectAccessible(page);
});

test('a passkey added on the account page signs the shopper in next time, with no code', async ({ page }) => {
  // Chromium's virtual authenticator stands in for the device's fingerprint or face check.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  const email = `passkey-${Date.now()}@example.com`;
  await page.goto(`${site}/sign-in?type=account&redirect=%2Faccount`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${site}/account`);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys).toContainText('You have no passkeys yet.');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('status')).toHaveText('Passkey added. Next time, choose Sign in with a passkey.');
  await expect(passkeys.getByTestId('passkey')).toHaveCount(1);
  await expect(passkeys.getByTestId('passkey')).toContainText(/Passkey 1\s*Added on \d{1,2} \w{3} \d{4}/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${site}/`);
  await page.goto(`${site}/sign-in?type=account&redirect=%2Faccount`);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${site}/account`);
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(email);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByTestId('passkey')).toContainText(/last used on/);
  // No code was mailed for the second sign-in.
  expect(mailTo(email).filter((raw) => /sign-in code/.test(raw))).toHaveLength(1);
});

test('§6: a site with accounts off (the default) has no sign-in or account page', async ({ page }) => {
  for (const path of ['/sign-in', '/account']) {
    const response = await page.goto(`${siteUrl('lone-star-jeep')}${path}`);
    expect(response?.status(), path).toBe(404);
  }
});
