import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
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

/**
 * Each path's status (after redirects), asked by the page on its own origin (Node cannot resolve
 * `*.localhost`: site-fetch.ts), three at a time. The status is in the answer's head: the body is
 * not read, nor carried back to the test, and cancelling it lets the server stop drawing the page.
 */
function statuses(page: Page, paths: string[]): Promise<number[]> {
  return page.evaluate(async (paths) => {
    const answers: number[] = [];
    let next = 0;
    const asker = async () => {
      while (next < paths.length) {
        const index = next++;
        const response = await fetch(paths[index]!);
        answers[index] = response.status;
        await response.body?.cancel();
      }
    };
    await Promise.all([asker(), asker(), asker()]);
    return answers;
  }, paths);
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

    const checked = [...paths].sort().filter((path) => !notYetBuilt.some((entry) => entry.pattern.test(path)));
    const answers = await statuses(page, checked);
    const broken = checked.flatMap((path, index) => (answers[index]! >= 400 ? [`${path} answered ${answers[index]}`] : []));
    expect(broken, `links on ${slug} that lead nowhere`).toEqual([]);
  });
}
