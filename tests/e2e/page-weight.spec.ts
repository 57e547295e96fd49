/**
 * Issue 11: the JavaScript each page type sends (its production build's chunks, gzip-compressed as
 * served), against the budgets, and no CSS-in-JS runtime on pages that have no interactive island.
 * The figures are deterministic for a given build: the same chunks load every time.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { javascriptTargetKiB } from '../support/page-targets';
import { expect, test } from './fixtures';
import { demoSites, siteUrl } from './stack';

// The 404 page's document answers 404, which the browser logs as a console error by itself.
test.use({ allowedConsoleErrors: [/status of 404/] });

/** The JavaScript a page loads, as the browser receives it (gzip), in KiB. */
async function javascriptKiB(page: Page, url: string): Promise<number> {
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => gzipSync(body).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

/**
 * Budgets in KiB. Content pages 150 and search 250 are issue 11's targets; pages whose blocks still
 * render Chakra are held at today's figure so they cannot grow while they are converted (the
 * floor, React and Next's runtime alone, is about 135).
 */
const budgets = [
  { page: 'legal page', path: '/privacy-policy', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: '404', path: '/no-such-page', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: 'home (blocks still on Chakra)', path: '/', kib: 290, noRuntimeCss: false },
  { page: 'search (Chakra islands)', path: '/search', kib: 350, noRuntimeCss: false },
];

for (const budget of budgets) {
  test(`issue 11: the ${budget.page} sends at most ${budget.kib} KiB of JavaScript`, async ({ page }) => {
    const kib = await javascriptKiB(page, `${siteUrl('riverside-kia')}${budget.path}`);
    expect(kib, `${budget.path} sends ${kib.toFixed(0)} KiB`).toBeLessThanOrEqual(budget.kib);
  });
}

for (const site of demoSites) {
  test(`issue 11: ${site}'s legal page and 404 carry no CSS-in-JS runtime and take the template's colours from build-time CSS`, async ({ page }) => {
    for (const path of budgets.filter((budget) => budget.noRuntimeCss).map((budget) => budget.path)) {
      await page.goto(`${siteUrl(site)}${path}`);
      // Chakra's engine (Emotion) writes <style data-emotion> for what it renders; none here.
      await expect(page.locator('style[data-emotion]')).toHaveCount(0);
      // The site's colours come from build-time CSS variables, and the chrome is styled with them.
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-solid').trim());
      expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });
}
