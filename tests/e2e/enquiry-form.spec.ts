import { expect, expectAccessible, test } from './fixtures';
import { siteUrl } from './stack';

const contactPage = `${siteUrl('riverside-kia')}/contact`;

test('§5 an enquiry on the contact page is sent and the success message shown (§4 submit states)', async ({ page }) => {
  test.slow(); // the first lead of a cold server waits for the stock database (seeded and indexed on first use)
  await page.goto(contactPage);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send enquiry' }) });
  await expect(form).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Enquiry type').selectOption('Sales');
  await form.getByLabel('Location').selectOption({ label: 'Riverside Kia - Sales' });
  await form.getByLabel('Name').fill('Jo Citizen');
  await form.getByLabel('Email').fill('jo@example.com');
  await form.getByLabel('Phone').fill('0412 345 678');
  await form.getByLabel('Message').fill('Is the Sportage GT-Line available for a test drive on Saturday?');
  await expect(form.getByRole('checkbox', { name: 'Keep me up to date with offers and news' })).toBeChecked(); // §5 opt-in default on

  const response = page.waitForResponse((r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByRole('status').getByText('Thank you. Your enquiry has been sent')).toBeVisible();
  await expectAccessible(page);

  // §5 name, email and phone all present: stored for the next form
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('jo@example.com');
});

test('§5 an empty form lists every problem and sends nothing', async ({ page }) => {
  await page.goto(contactPage);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send enquiry' }) });
  await expect(form).toBeVisible();
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/enquiries')) posted += 1;
  });

  // The form hydrates on the first sign of a person (EnquiryFormIsland); a pointer gets to the button by moving.
  await form.hover();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const alert = form.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(alert).toBeVisible();
  for (const message of ['Please choose an enquiry type', 'Please choose a location', 'Please enter your name', 'Please enter a valid email address', 'Please enter a message']) {
    await expect(alert.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(form.getByLabel('Enquiry type')).toBeFocused(); // the first field in error takes the focus
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect(posted).toBe(0);
});

test.describe('the API itself', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('§5 bad input is a 400 problem with a message per field; a double submit is stored once', async ({ page }) => {
    await page.goto(contactPage);
    const result = await page.evaluate(async () => {
      const send = (body: unknown, key: string) =>
        fetch('/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) })
          .then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), body: (await r.json()) as Record<string, unknown> }));
      const bad = await send({}, 'e2e-bad-00000001');
      const lead = { name: 'Sam', email: 'sam@example.com', message: 'Hello', category: 'Careers', location: 'riverside-kia-sales' };
      const key = `e2e-double-${Date.now()}`;
      const [first, second] = await Promise.all([send(lead, key), send(lead, key)]);
      return { bad, first, second };
    });
    expect(result.bad.status).toBe(400);
    // A refusal is RFC 9457 problem details (README "Routes and errors"), the field messages in errors.
    expect(result.bad.type).toMatch(/^application\/problem\+json/);
    expect(result.bad.body).toEqual({
      type: 'about:blank', title: 'Bad Request', status: 400, detail: '5 fields need correcting.',
      errors: { name: 'Please enter your name', email: 'Please enter a valid email address', message: 'Please enter a message', category: 'Please choose an enquiry type', location: 'Please choose a location' },
    });
    // Sent at once: one is stored (201), the other is the replay (200), with the same id.
    expect([result.first.status, result.second.status].sort()).toEqual([200, 201]);
    expect(result.second.body.id).toBe(result.first.body.id);
  });
});
