import { expect, expectAccessible, test } from './fixtures';
import { siteUrl } from './stack';

/**
 * §2 /parts/search (its own state, §4), the dealership search (§2/§7, README "Parts and the
 * dealership search") and the manufacturer/model directory (§2, §7: 21 a page, filters make,
 * model, body). Both are plain GET forms, server-rendered: the filters are submitted with the
 * form's buttons, and each result page has its own address. axe on each page.
 */

const partCards = (page: import('@playwright/test').Page) => page.getByTestId('part-card');
const models = (page: import('@playwright/test').Page) => page.getByTestId('directory-model');

test.describe('§2 parts and accessories search', () => {
  for (const slug of ['riverside-kia', 'harbour-city-toyota'] as const) {
    test(`${slug}: finds a part by query`, async ({ page }) => {
      await page.goto(`${siteUrl(slug)}/parts/search`);
      await expect(page.getByRole('heading', { level: 1, name: 'Parts and Accessories' })).toBeVisible();
      await expectAccessible(page);
      const make = slug === 'riverside-kia' ? 'Kia' : 'Toyota';
      await page.getByLabel('Search parts and accessories').fill(`${make} floor mats`);
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/parts\/search\?query=/);
      await expect(partCards(page).first()).toBeVisible();
      for (const name of await partCards(page).getByRole('heading').allInnerTexts()) expect(name).toContain(make);
      await expectAccessible(page);
    });
  }

  test('riverside-kia: filters by category and price, and keeps its own address', async ({ page }) => {
    await page.goto(`${siteUrl('riverside-kia')}/parts/search`);
    await page.getByRole('checkbox', { name: /^Towing/ }).check();
    await page.getByLabel('Maximum price').fill('500');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=Towing/);
    await expect(page).toHaveURL(/price_max=500/);
    const count = await partCards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(21); // §9 page size
    for (const text of await partCards(page).allInnerTexts()) expect(text).toContain('Towing');
    await expectAccessible(page);
  });

  test('riverside-kia: an empty result says so', async ({ page }) => {
    await page.goto(`${siteUrl('riverside-kia')}/parts/search?query=zzzzqqqq`);
    await expect(page.getByText('No parts or accessories match your search.')).toBeVisible();
    await expectAccessible(page);
  });

  test('§7 dealership search: riverside-kia’s own parts by category and price', async ({ page }) => {
    await page.goto(`${siteUrl('riverside-kia')}/parts/search?dealership=riverside-kia&category=Lighting`);
    await expect(page.getByRole('heading', { level: 1, name: 'Parts and Accessories at Riverside Kia' })).toBeVisible();
    await expect(partCards(page).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('§2 parts search where it is off, and another site’s dealership', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [slug, path] of [
    ['lone-star-jeep', '/parts/search'],
    ['southern-cross-motors', '/parts/search?query=mats'],
    ['riverside-kia', '/parts/search?dealership=harbour-city-toyota'],
  ] as const) {
    test(`${slug} answers ${path} with its 404`, async ({ page }) => {
      const response = await page.goto(`${siteUrl(slug)}${path}`);
      expect(response?.status()).toBe(404);
    });
  }
});

test.describe('§2/§7 the manufacturer and model directory', () => {
  test('riverside-kia: the Kia models, found by query', async ({ page }) => {
    await page.goto(`${siteUrl('riverside-kia')}/directory`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a model' })).toBeVisible();
    // §3 the static Kia list, all in stock, and any model a feed imported since (import.spec adds one).
    await expect.poll(() => models(page).count()).toBeGreaterThanOrEqual(15);
    await expectAccessible(page);
    await page.getByLabel('Search makes and models').fill('sportage');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(models(page)).toHaveCount(1);
    await expect(models(page).getByRole('link', { name: 'View Kia Sportage stock' })).toHaveAttribute('href', '/search/kia/sportage');
    await expectAccessible(page);
  });

  test('riverside-kia: make and body filters, and the body links to /models', async ({ page }) => {
    await page.goto(`${siteUrl('riverside-kia')}/directory`);
    await page.getByLabel('Make', { exact: true }).selectOption('Kia');
    await page.getByLabel('Body type', { exact: true }).selectOption('peopleMover');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/body=peopleMover/);
    await expect(models(page)).toHaveCount(1);
    await expect(models(page).getByRole('heading')).toHaveText('Kia Carnival');
    await expect(models(page).getByRole('link', { name: 'More People Mover models' })).toHaveAttribute('href', '/models?body=people-mover');
    await expectAccessible(page);
  });

  test('southern-cross-motors: pages 21 at a time through its stock’s models', async ({ page }) => {
    await page.goto(`${siteUrl('southern-cross-motors')}/directory`);
    const first = await models(page).count();
    expect(first).toBeLessThanOrEqual(21);
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
    if (first === 21 && (await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(models(page).first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});
