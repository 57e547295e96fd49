/**
 * README "Page speed": the JavaScript each page type sends (its production build's chunks,
 * gzip-compressed as served), against the budgets, and no CSS-in-JS runtime on pages that have no
 * interactive island. The figures are deterministic for a given build: the same chunks load every
 * time.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { javascriptTargetKiB } from '../support/page-targets';
import { expect, test } from './fixtures';
import { siteFetch } from './site-fetch';
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
 * Budgets in KiB, the targets of README "Page speed" (the floor, React and Next's runtime alone, is
 * about 135). Turbopack sends every client component a route's server code imports, rendered or not
 * (vercel/next.js #69865, #96039), so a CMS page carries all its route's block islands; the enquiry
 * form and react-hook-form (about 17 KiB) load only when the shopper reaches the form
 * (blocks/enquiry-form/EnquiryFormIsland.tsx).
 */
const budgets = [
  { page: 'legal page', path: '/privacy-policy', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: '404', path: '/no-such-page', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: 'home', path: '/', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: 'CMS page', path: '/service', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: 'contact page (enquiry form)', path: '/contact', kib: javascriptTargetKiB.content, noRuntimeCss: true },
  { page: 'vehicle page', path: '/cars', kib: javascriptTargetKiB.vehicle, noRuntimeCss: true },
  // InstantSearch is about 90 KiB of it. @dealer/schemas without sideEffects:false brought every
  // content schema and zod along (45 KiB, and zod's eval probe broke the page's CSP).
  { page: 'search', path: '/search', kib: javascriptTargetKiB.search, noRuntimeCss: true },
];

/** A site's first listed car, from its sitemap (no page with scripts is loaded to find it). */
async function firstCar(page: Page, site: string): Promise<string> {
  const { body } = await siteFetch(page, site, '/sitemap.xml');
  return /<loc>([^<]+\/cars\/[^<]+)<\/loc>/.exec(body)![1]!;
}

for (const budget of budgets) {
  test(`the ${budget.page} sends at most ${budget.kib} KiB of JavaScript`, async ({ page }) => {
    const url = budget.path === '/cars' ? await firstCar(page, 'riverside-kia') : `${siteUrl('riverside-kia')}${budget.path}`;
    const kib = await javascriptKiB(page, url);
    // The figure itself, for the README's budgets (the list reporter prints a test's output).
    console.log(`[page-weight] ${budget.path}: ${kib.toFixed(1)} KiB of JavaScript`);
    expect(kib, `${budget.path} sends ${kib.toFixed(0)} KiB`).toBeLessThanOrEqual(budget.kib);
  });
}

for (const site of demoSites) {
  test(`${site}'s content pages, contact, search, vehicle page and 404 carry no CSS-in-JS runtime and take the template's colours from build-time CSS`, async ({ page }) => {
    for (const path of budgets.filter((budget) => budget.noRuntimeCss).map((budget) => budget.path)) {
      const url = path === '/cars' ? await firstCar(page, site) : `${siteUrl(site)}${path}`;
      await page.goto(url);
      // Chakra's engine (Emotion) writes <style data-emotion> for what it renders; none here.
      await expect(page.locator('style[data-emotion]')).toHaveCount(0);
      // The site's colours come from build-time CSS variables, and the chrome is styled with them.
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-solid').trim());
      expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });
}
