import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteFetch } from './site-fetch';
import { demoSites, siteUrl } from './stack';

/**
 * Links into flows not built yet. Each entry names the README section that says so; the change that
 * builds the flow removes its entry. Nothing else may 404 (DESIGN.md: every link the product
 * renders resolves).
 */
const notYetBuilt: { pattern: RegExp; notBuiltIn: string; what: string }[] = [];

/** Every internal link's path (no query, no #anchor) on the page as rendered. */
async function internalPaths(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [url.pathname] : [];
  });
}

// A broken link is reported by the list below, not by the browser's own log line for it.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const slug of demoSites) {
  test(`${slug}: every internal link on the home page, search, a vehicle page and the contact pages resolves (§2)`, async ({ page }) => {
    test.setTimeout(180_000);
    const origin = siteUrl(slug);
    const paths = new Set<string>();
    await page.goto(`${origin}/`);
    for (const path of await internalPaths(page, origin)) paths.add(path);
    await page.goto(`${origin}/search`);
    await expect(page.getByTestId('car-card').first()).toBeVisible();
    for (const path of await internalPaths(page, origin)) paths.add(path);
    const carPath = [...paths].find((path) => /^\/cars\/[^/]+$/.test(path));
    expect(carPath, 'the search page links to a vehicle page').toBeDefined();
    await page.goto(`${origin}${carPath}`);
    for (const path of await internalPaths(page, origin)) paths.add(path);
    // §2 locations: the contact page and a page with a location card, whose Contact Us opens /contact-us/{location slug}.
    for (const extra of ['/contact-us', '/about-us']) {
      await page.goto(`${origin}${extra}`);
      for (const path of await internalPaths(page, origin)) paths.add(path);
    }

    const broken: string[] = [];
    for (const path of [...paths].sort()) {
      if (notYetBuilt.some((entry) => entry.pattern.test(path))) continue;
      const { status } = await siteFetch(page, slug, path);
      if (status >= 400) broken.push(`${path} answered ${status}`);
    }
    expect(broken, `links on ${slug} that lead nowhere`).toEqual([]);
  });
}
