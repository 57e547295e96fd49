import { captchaAnswer } from './captcha';
import { expect, expectAccessible, test } from './fixtures';
import { siteFetch } from './site-fetch';
import { siteUrl } from './stack';

/**
 * The lead forms' captcha in the browser (§5 "captcha shown by default"; leads/README.md
 * "Captcha"): the real `altcha` widget (3.2.2) solves a challenge from the site's own
 * `GET /api/captcha` in its Web Workers, under the pages' Content Security Policy, and the server
 * (altcha-lib 2.8) takes that answer with the lead, once. Reached and ticked by keyboard, its state
 * announced; a lead without an answer, or with a used one, is a 400 naming `altcha`.
 */
const contactPage = `${siteUrl('riverside-kia')}/contact`;
const lead = { name: 'Cap Tcha', email: 'cap.tcha@example.com', message: 'Is the EV9 available?', category: 'Sales', location: 'riverside-kia-sales' };

test.describe('§5 captcha', () => {
  // The refusals below are 400s, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('§5 captcha: the widget solves as the shopper fills the form, the lead is stored with its answer, and that answer cannot be used again', async ({ page }) => {
    test.slow(); // the first lead of a cold server waits for the stock database
    await page.goto(contactPage);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send enquiry' }) });
    await form.getByLabel('Enquiry type').selectOption('Sales');
    await form.getByLabel('Location').selectOption({ label: 'Riverside Kia - Sales' });
    await form.getByLabel('Name').fill(lead.name);
    await form.getByLabel('Email').fill(lead.email);
    await form.getByLabel('Message').fill(lead.message);
    // The widget, loaded by the first focus in the form, works out its answer by itself.
    const robot = form.getByRole('checkbox', { name: /robot|human/ });
    await expect(robot).toBeChecked({ timeout: 30_000 });
    await expect(form.getByRole('checkbox', { name: 'Verified: you are human' })).toBeChecked();
    await expect(form.getByRole('status').filter({ hasText: 'Verified: you are human' })).toBeAttached();
    await expectAccessible(page);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/enquiries') && r.method() === 'POST');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await response).status()).toBe(201);
    const { altcha } = (await request).postDataJSON() as { altcha?: string };
    expect(altcha).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // The form loads /success (§4); the replay below is sent from there.
    await expect(page).toHaveURL(/\/success\?category=Sales/);

    // The same answer again, with a new Idempotency-Key: a replay, refused and nothing stored.
    const replay = await siteFetch(page, 'riverside-kia', '/api/enquiries', { json: { ...lead, altcha }, headers: { 'idempotency-key': `e2e-captcha-replay-${Date.now()}` } });
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({ status: 400, errors: { altcha: 'This robot check was already used. Please try again.' } });
  });

  test('§5 captcha: reached with Tab and ticked with Space, it verifies and says so', async ({ page }) => {
    await page.goto(contactPage);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send enquiry' }) });
    // A keyboard shopper tabs through the form to the captcha; focusing the form loads it and starts it.
    await form.getByLabel('Message').focus();
    const robot = form.getByRole('checkbox', { name: /robot|human/ });
    await expect(robot).toBeChecked({ timeout: 30_000 });
    // Unticked with Space, it forgets its answer; ticked with Space, it works one out again.
    await robot.focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: 'Verified: you are human' })).toBeChecked({ timeout: 30_000 });
    await expect(robot).toBeFocused();
  });

  test('§5 captcha: GET /api/captcha is a fresh, uncached challenge for the site; a lead without an answer is a 400 naming altcha; one answered outside the browser is taken', async ({ page }) => {
    const first = await siteFetch(page, 'riverside-kia', '/api/captcha');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const challenge = JSON.parse(first.body) as { parameters: { algorithm: string; data: { site: string } }; signature: string };
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { site: 'riverside-kia' } });
    expect(JSON.parse((await siteFetch(page, 'riverside-kia', '/api/captcha')).body).signature).not.toBe(challenge.signature);

    const bare = await siteFetch(page, 'riverside-kia', '/api/enquiries', { json: lead, headers: { 'idempotency-key': `e2e-captcha-bare-${Date.now()}` } });
    expect(bare.status).toBe(400);
    expect(bare.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(bare.body)).toEqual({
      type: 'about:blank', title: 'Bad Request', status: 400,
      detail: 'Please confirm you are not a robot and try again.', errors: { altcha: 'Please confirm you are not a robot and try again.' },
    });

    // Another site's answer is not this site's.
    const jeeps = await captchaAnswer(page, 'lone-star-jeep');
    const crossed = await siteFetch(page, 'riverside-kia', '/api/enquiries', { json: { ...lead, altcha: jeeps }, headers: { 'idempotency-key': `e2e-captcha-cross-${Date.now()}` } });
    expect(crossed.status).toBe(400);

    const answered = await siteFetch(page, 'riverside-kia', '/api/enquiries', {
      json: { ...lead, altcha: await captchaAnswer(page, 'riverside-kia') },
      headers: { 'idempotency-key': `e2e-captcha-answered-${Date.now()}` },
    });
    expect(answered.status).toBe(201);
  });
});
