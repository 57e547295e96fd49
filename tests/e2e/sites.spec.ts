import { expect, expectAccessible, test } from './fixtures';
import { demoSites, siteUrl } from './stack';

/** What each demo site's seed content puts on its home page; `tradeIn`: the valuation tool is on, so the banner offers it (§2). */
const homes: Record<(typeof demoSites)[number], { name: string; lang: string; hero: string; overlay: string | null; tradeIn: boolean }> = {
  'riverside-kia': { name: 'Riverside Kia', lang: 'en-AU', hero: 'The all-electric Kia EV9', overlay: 'Explore More', tradeIn: true },
  'southern-cross-motors': { name: 'Southern Cross Motors', lang: 'en-AU', hero: 'Quality used cars, checked and ready', overlay: null, tradeIn: false },
  'harbour-city-toyota': { name: 'Harbour City Toyota', lang: 'en-NZ', hero: 'Toyota Certified Pre-Owned', overlay: 'Discover More', tradeIn: true },
  'lone-star-jeep': { name: 'Lone Star Jeep', lang: 'en-US', hero: 'Built for Texas trails', overlay: null, tradeIn: false },
};

const notFoundConsole = [/Failed to load resource: the server responded with a status of 404/];

for (const slug of demoSites) {
  const home = homes[slug];
  test.describe(slug, () => {
    test('home page renders its blocks', async ({ page }) => {
      const response = await page.goto(siteUrl(slug));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(home.name);
      await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
      await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: home.hero })).toBeVisible();
      await expect(page.getByText('Reserve Quickly Online')).toBeVisible();
      await expect(page.getByText('We accept:')).toBeVisible();
      for (const method of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']) await expect(page.getByText(method, { exact: true })).toBeVisible();
      // §2 feature banner '/trade-in (instant offer in 2 minutes)' only where the tool is on: elsewhere nothing links to it.
      if (home.tradeIn) await expect(page.getByRole('link', { name: 'Value my car' })).toHaveAttribute('href', '/trade-in');
      else await expect(page.locator('a[href^="/trade-in"]')).toHaveCount(0);
      if (home.overlay) await expect(page.getByRole('link', { name: home.overlay })).toBeVisible();
      else await expect(page.getByRole('link', { name: /Explore More|Discover More/ })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('header and footer menus navigate', async ({ page }) => {
      await page.goto(siteUrl(slug));
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Home', 'Our Stock', 'Offers', 'Finance']) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of ['Vehicles', 'Service and Parts', 'More', 'Locations']) await expect(nav.getByText(label, { exact: true })).toBeVisible();

      await nav.getByText('More', { exact: true }).click();
      await nav.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(`${siteUrl(slug)}/about-us`);
      await expect(page.getByRole('heading', { level: 1, name: `About ${home.name}` })).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByText('Service and Parts', { exact: true }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a Service' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByText('Locations', { exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href^="tel:"]').first()).toBeVisible();

      for (const group of ['Models', 'Buyer Tools', 'Servicing and Parts']) {
        await expect(page.getByRole('contentinfo').getByRole('heading', { name: group })).toBeVisible();
      }
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: home.name })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: home.hero })).toBeVisible();
    });

    test.describe('not found', () => {
      test.use({ allowedConsoleErrors: notFoundConsole });
      test('an unknown page is a 404 inside the site', async ({ page }) => {
        const response = await page.goto(`${siteUrl(slug)}/no-such-page`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(page.getByRole('contentinfo').getByRole('heading', { name: home.name })).toBeVisible();
        await expectAccessible(page);
      });

      test('a 404 is drawn on the server, not by scripts: it reads the same with them off (README "Page speed")', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        for (const path of ['/no-such-page', '/cars/no-such-car', '/not_found_page']) {
          const response = await page.goto(`${siteUrl(slug)}${path}`);
          expect(response?.status(), path).toBe(404);
          await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
          await expect(page.getByRole('contentinfo').getByRole('heading', { name: home.name })).toBeVisible();
          await expect(page).toHaveTitle(`Page not found | ${home.name}`);
          expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        }
        await context.close();
      });
    });
  });
}

test('the hero carousel moves with previous, next and dots, disabled at the ends (§2, §4)', async ({ page }) => {
  await page.goto(siteUrl('riverside-kia'));
  const carousel = page.getByRole('region', { name: 'Featured' });
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(carousel.getByRole('heading', { name: 'Service specials this month' })).toBeVisible();
  await expect(previous).toBeEnabled();
  await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(carousel.getByRole('heading', { name: 'Trade in, trade up' })).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('heading', { name: 'Service specials this month' })).toBeVisible();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the main menu folds behind a button', async ({ page }) => {
    await page.goto(siteUrl('lone-star-jeep'));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
  });
});

test.describe('bad input', () => {
  test.use({ allowedConsoleErrors: notFoundConsole });
  test('odd page slugs are a clear 404, never a 500', async ({ page }) => {
    // Through the browser: Node's resolver does not map *.localhost to loopback (TOOLCHAIN.md).
    for (const path of ['/Service', '/pages/..%2F..%2Fetc', '/a%20b', '/-', '/pages/book_a_service', '/' + 'x'.repeat(400), '/sites/riverside-kia', '/api-nope']) {
      const response = await page.goto(`${siteUrl('riverside-kia')}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });
});
