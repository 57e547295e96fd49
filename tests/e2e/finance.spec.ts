import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { mailsWith, signIn } from './inbox';
import { siteFetch } from './site-fetch';
import { siteUrl } from './stack';

/**
 * The §2 finance pages end to end (README "Lead delivery"): each page on a site that has it, filled
 * and sent as a shopper does, and the dealer's ADF email arriving with the vehicle's <finance>; the
 * sign-in detour where the site gates finance (§6); /personalised/finance from a car's finance link;
 * axe on every page; and a site without a page answering 404.
 */

/** A car of the site that is for sale, through its own search API (the site's mandatory filters apply). */
async function carPath(page: Page, slug: string): Promise<string> {
  const response = await siteFetch(page, slug, '/api/search', {
    json: { requests: [{ indexName: 'Car_production', params: { filters: 'status:in_stock AND sold:false AND reserved:false AND price>5000', hitsPerPage: 1 } }] },
  });
  expect(response.status).toBe(200);
  const hit = (JSON.parse(response.body) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!;
  return `/cars/${hit.slug}`;
}

/** The §3 lead fields. */
async function fillShopper(form: Locator, { postcode, email }: { postcode: string; email: string }) {
  await form.getByLabel('First name').fill('Fran');
  await form.getByLabel('Last name').fill('Finance');
  await form.getByLabel(/^(Postcode|ZIP code)/).fill(postcode);
  await form.getByLabel(/^(Mobile|Cell phone)/).fill('0412 345 678');
  await form.getByLabel('Email').fill(email);
}

/** What a lender needs (an application or a pre-approval), and the consent. */
async function fillLenderQuestions(form: Locator) {
  await form.getByLabel('Employment status').selectOption({ label: 'Full time' });
  await form.getByLabel('Employer or business name').fill('Acme Pty Ltd');
  await form.getByRole('group', { name: 'Time in this job' }).getByLabel('Years').fill('3');
  await form.getByLabel('Income before tax ($)').fill('1500');
  await form.getByLabel('Paid').selectOption({ label: 'Per week' });
  await form.getByLabel('Living expenses per month ($)').fill('2000');
  await form.getByLabel('Living situation').selectOption({ label: 'Renting' });
  await form.getByRole('group', { name: 'Time at your current address' }).getByLabel('Years').fill('1');
  await form.getByLabel('Licence type').selectOption({ label: 'Full (open) licence' });
  await form.getByRole('checkbox', { name: /^I confirm these details are true/ }).check();
}

/** Sends the form: the stored lead's id (201). */
async function send(page: Page, form: Locator, button: string): Promise<string> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/finance-applications') && r.request().method() === 'POST');
  await form.getByRole('button', { name: button }).click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  await expect(form.getByTestId('finance-sent')).toContainText('finance team');
  return ((await answer.json()) as { id: string }).id;
}

/** The dealer's ADF email of a lead, once it arrives. */
async function dealerEmail(id: string): Promise<string> {
  await expect.poll(() => mailsWith(`${id}.dealer-email`).length, { timeout: 15_000 }).toBe(1);
  return mailsWith(`${id}.dealer-email`)[0]!;
}

test('§2 /finance-pre-approval on southern-cross-motors: §5 lists every problem, the postcode picks the nearest yard, and the dealer\'s ADF has <finance>', async ({ page }) => {
  test.slow(); // the first lead of a cold server waits for the stock database
  await page.goto(`${siteUrl('southern-cross-motors')}/finance-pre-approval`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance pre-approval' })).toBeVisible();
  await expect(page.getByTestId('finance-no-credit-check')).toContainText('does not run a credit check and does not approve a loan');
  const form = page.locator('#finance-form');
  await expectAccessible(page);

  // §5: nothing filled, every problem listed at once, each a way to its field.
  await form.getByRole('button', { name: 'Send pre-approval request' }).click();
  const list = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', { name: 'Invalid postcode. Please enter a 4-digit number.' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Please confirm your details and agree to be contacted about finance' })).toBeVisible();
  await expectAccessible(page);

  await fillShopper(form, { postcode: '3175', email: 'fran.preapproval@example.com' });
  // §3, §9: Dandenong's postcode; its yard is the nearest (6371 km radius) and is preselected.
  await form.getByLabel('Email').focus();
  await expect(form.getByLabel('Preferred dealership')).toHaveValue('southern-cross-dandenong');
  await form.getByLabel('Vehicle price or budget ($)').fill('30000');
  await form.getByLabel(/^Deposit or trade-in/).fill('3000');
  await form.getByLabel(/^Loan term/).selectOption({ label: '60 months' });
  await fillLenderQuestions(form);
  const id = await send(page, form, 'Send pre-approval request');

  const mail = await dealerEmail(id);
  expect(mail).toMatch(/^Subject: New website lead for Southern Cross Motors: Finance pre-approval/m);
  expect(mail).toContain('<?adf version="1.0"?>');
  expect(mail).toMatch(/<finance>\s*<method>finance<\/method>\s*<amount type="total" limit="maximum" currency="AUD">30000<\/amount>\s*<amount type="downpayment" limit="exact" currency="AUD">3000<\/amount>\s*<balance type="finance" currency="AUD">27000<\/balance>\s*<\/finance>/);
  expect(mail).toContain('Income before tax: AUD 1,500 per week');
  expect(mail).toContain('no credit check has been run');
  await expect.poll(() => mailsWith(`${id}.shopper-email`).length, { timeout: 15_000 }).toBe(1);
  expect(mailsWith(`${id}.shopper-email`)[0]).toContain('No credit check has been run and nothing has been approved');
});

test('§2 /personalised/finance: a southern-cross-motors car\'s finance link (a valuation code, the regional flag on) opens the car\'s own finance page', async ({ page }) => {
  await page.goto(`${siteUrl('southern-cross-motors')}${await carPath(page, 'southern-cross-motors')}`);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('link', { name: 'Finance Enquiry' }).click();
  await expect(page).toHaveURL(/\/personalised\/finance\?.*car_id=.*#finance-form$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Finance for the ${title.replace(/\s+/g, ' ').trim()}`);
  await expect(page.getByTestId('finance-car')).toContainText(title);
  // A repayment only with its comparison rate beside it, as prominent, and the warning (§5, NCC s164).
  if ((await page.getByTestId('finance-estimate').count()) > 0) {
    const estimate = page.getByTestId('finance-estimate');
    await expect(estimate).toContainText('comparison rate');
    await expect(estimate).toContainText('WARNING');
  } else {
    await expect(page.getByTestId('finance-no-estimate')).toBeVisible();
  }
  // The price is the loan's starting amount; the form is the site's pre-approval.
  const form = page.locator('#finance-form');
  await expect(form.getByLabel('Vehicle price or budget ($)')).toHaveValue(/^\d+$/);
  await expect(form.getByRole('button', { name: 'Send pre-approval request' })).toBeVisible();
  await expectAccessible(page);
});

test('§2 /finance-enquiry on lone-star-jeep from a car\'s Finance Enquiry link: a ZIP code, the car and its price to the dealer', async ({ page }) => {
  test.slow();
  await page.goto(`${siteUrl('lone-star-jeep')}${await carPath(page, 'lone-star-jeep')}`);
  await page.getByRole('link', { name: 'Finance Enquiry' }).click();
  await expect(page).toHaveURL(/\/finance-enquiry\?.*car_id=.*#finance-form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance enquiry' })).toBeVisible();
  await expect(page.getByTestId('finance-car')).toBeVisible();
  await expectAccessible(page);
  const form = page.locator('#finance-form');
  await expect(form.getByLabel('Employment status')).toHaveCount(0);
  await fillShopper(form, { postcode: '78701', email: 'fran.enquiry@example.com' });
  const id = await send(page, form, 'Send finance enquiry');

  const mail = await dealerEmail(id);
  expect(mail).toMatch(/^Subject: New website lead for Lone Star Jeep: Finance enquiry/m);
  expect(mail).toMatch(/<stock>[^<]+<\/stock>/);
  expect(mail).toMatch(/<finance>\s*<method>finance<\/method>\s*<amount type="total" limit="maximum" currency="USD">\d+<\/amount>/);
});

test('§2, §6 /apply-for-finance on riverside-kia, which gates finance: sign in first, back to the form, and the application reaches the dealer as ADF', async ({ page }) => {
  test.slow();
  await page.goto(`${siteUrl('riverside-kia')}/finance`);
  // The finance page's call to action leads to the application, through sign-in.
  await page.getByRole('link', { name: 'Apply for finance', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=finance&/);
  await expect(page.getByRole('heading', { name: 'Sign in to apply for finance' })).toBeVisible();
  await signIn(page, `fran-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/apply-for-finance#finance-form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for finance' })).toBeVisible();
  await expectAccessible(page);

  const form = page.locator('#finance-form');
  await fillShopper(form, { postcode: '4064', email: 'fran.application@example.com' });
  await form.getByLabel('Vehicle price or budget ($)').fill('42000');
  await fillLenderQuestions(form);
  const id = await send(page, form, 'Send application');

  const mail = await dealerEmail(id);
  expect(mail).toMatch(/^Subject: New website lead for Riverside Kia: Finance application/m);
  expect(mail).toMatch(/<finance>\s*<method>finance<\/method>\s*<amount type="total" limit="maximum" currency="AUD">42000<\/amount>/);
  expect(mail).toContain('Employment: Full time, Acme Pty Ltd, 3 years');
});

test('§2 /finance-enquiry on harbour-city-toyota passes axe and says no credit check is run', async ({ page }) => {
  await page.goto(`${siteUrl('harbour-city-toyota')}/finance-enquiry`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance enquiry' })).toBeVisible();
  await expect(page.getByTestId('finance-no-credit-check')).toBeVisible();
  await expectAccessible(page);
});

test.describe('a site without a finance page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [slug, path] of [
    ['lone-star-jeep', '/apply-for-finance'],
    ['lone-star-jeep', '/finance-pre-approval'],
    ['riverside-kia', '/finance-enquiry'],
    ['harbour-city-toyota', '/personalised/finance?car_id=hct-00001'],
  ] as const) {
    test(`§2 ${slug} answers ${path} with its 404`, async ({ page }) => {
      const response = await page.goto(`${siteUrl(slug)}${path}`);
      expect(response?.status()).toBe(404);
    });
  }
});
