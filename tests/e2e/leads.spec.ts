import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { mailDir, platformUrl, siteUrl } from './stack';

/** A raw message with its quoted-printable parts decoded (the checks below read ASCII only). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The stored emails (.eml, decoded) that mention a text, e.g. a lead id. */
function mailsWith(text: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => decoded(readFileSync(join(mailDir, name), 'utf8'))).filter((raw) => raw.includes(text));
}

test('issue 13: an enquiry reaches the dealer as an ADF email and the shopper as a confirmation within seconds, and shows in the platform inbox', async ({ page }) => {
  test.slow(); // the first lead of a cold server waits for the stock database
  await page.goto(`${siteUrl('riverside-kia')}/contact`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send enquiry' }) });
  await form.getByLabel('Enquiry type').selectOption('Sales');
  await form.getByLabel('Location').selectOption({ label: 'Riverside Kia - Sales' });
  await form.getByLabel('Name').fill('Alex Delivery');
  await form.getByLabel('Email').fill('alex.delivery@example.com');
  await form.getByLabel('Message').fill('Please call me about <trade-in> & finance.');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };

  // The dealer's email: the subject names the dealership, the plain-text body is the ADF document
  // (values escaped), and the Message-ID carries the lead id (the receiver's idempotency key).
  await expect.poll(() => mailsWith(`${id}.dealer-email`).length, { timeout: 15_000 }).toBe(1);
  const dealer = mailsWith(`${id}.dealer-email`)[0]!;
  expect(dealer).toMatch(/^Subject: New website lead for Riverside Kia/m);
  expect(dealer).toContain('To: leads@riverside-kia.localhost');
  expect(dealer).toContain('<?adf version="1.0"?>');
  expect(dealer).toContain('&lt;trade-in&gt; &amp; finance');
  // The shopper's confirmation.
  await expect.poll(() => mailsWith(`${id}.shopper-email`).length, { timeout: 15_000 }).toBe(1);
  expect(mailsWith(`${id}.shopper-email`)[0]).toContain('To: alex.delivery@example.com');

  // The platform host's inbox lists both.
  await page.goto(`${platformUrl}/inbox`);
  const inbox = page.getByTestId('inbox');
  await expect(inbox.getByText('New website lead for Riverside Kia').first()).toBeVisible();
  await expect(inbox.getByText('We have your enquiry: Riverside Kia').first()).toBeVisible();
});

test.describe('the inbox', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('issue 13: is the platform host\'s only, never a dealer site\'s', async ({ page }) => {
    const response = await page.goto(`${siteUrl('riverside-kia')}/inbox`);
    expect(response?.status()).toBe(404);
  });
});
