import { expect, expectAccessible, test } from './fixtures';
import { demoSites, platformUrl, revalidateSecret, siteUrl, webPort } from './stack';

test('the bare host lists every demo site', async ({ page }) => {
  await page.goto(platformUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer sites on this platform');
  for (const slug of demoSites) await expect(page.locator(`a[href="${siteUrl(slug)}"]`)).toBeVisible();
  await expectAccessible(page);
  await page.locator(`a[href="${siteUrl('harbour-city-toyota')}"]`).click();
  await expect(page).toHaveURL(`${siteUrl('harbour-city-toyota')}/`);
});

test.describe('unknown hosts and addresses', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('an unknown host gets a clear 404', async ({ page }) => {
    const response = await page.goto(`http://no-such-dealer.localhost:${webPort}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site not found');
    await expect(page.getByText(`no-such-dealer.localhost:${webPort}`)).toBeVisible();
  });

  test('an unknown address on the bare host is its 404, drawn on the server (README "Page speed")', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${platformUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await context.close();
  });
});

test('/api/revalidate refuses a wrong secret and a malformed body', async ({ request }) => {
  const url = `${platformUrl}/api/revalidate`;
  expect((await request.post(url, { data: { _id: 'x', _type: 'page', site: 'riverside-kia' } })).status()).toBe(401);
  expect((await request.post(url, { headers: { authorization: 'Bearer nope' }, data: { _id: 'x', _type: 'page' } })).status()).toBe(401);
  const auth = { authorization: `Bearer ${revalidateSecret}` };
  const malformed = await request.post(url, { headers: { ...auth, 'content-type': 'application/json' }, data: '{not json' });
  expect(malformed.status()).toBe(400);
  const missing = await request.post(url, { headers: auth, data: { site: 'riverside-kia' } });
  expect(missing.status()).toBe(400);
  // Problem details (README "Routes and errors"): the missing field is named in `errors`.
  expect(missing.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(Object.keys((await missing.json()).errors)).toContain('_id');
  expect((await request.post(url, { headers: auth, data: { _id: 'x', _type: 'page', site: 'nobody' } })).status()).toBe(404);
  const ok = await request.post(url, { headers: auth, data: { _id: 'x', _type: 'page', site: 'riverside-kia' } });
  expect(await ok.json()).toEqual({ revalidated: true, tags: ['site:riverside-kia'] });
});
