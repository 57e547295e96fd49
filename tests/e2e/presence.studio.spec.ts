// Presence in the real Studio (README "The Studio (dealer marketers)"): two editors, each in their
// own browser, open one page and see each other's avatar on the document, through the lake's
// presence socket (studio/lake/README.md "Presence").
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { studioUrl } from './stack';

// Offline, the Studio's calls to sanity.io (version check, fonts) fail; it handles each and carries
// on. The presence socket is not among them: it must connect.
const offlineNoise = [/Failed to load resource/, /Failed to fetch version for package/, /net::ERR_NAME_NOT_RESOLVED/];

// Two Studios loading side by side on a 2-core machine: give them time.
test.describe.configure({ timeout: 240_000 });
test.use({
  ignoreHTTPSErrors: true,
  viewport: { width: 1400, height: 1000 },
  allowedConsoleErrors: [offlineNoise, { scope: 'test' }],
});

const aboutUsDocument = `${studioUrl}/studio/riverside-kia/structure/page;page_riverside-kia_about-us`;

/** The avatars of the other editors in this document, at the top of its form. */
const othersInDocument = (page: Page) => page.getByTestId('document-level-presence');

test('two editors in one page see each other in the document, and the one who stays sees the other leave', async ({ page, browser }, testInfo) => {
  const colleagueContext = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 1000 } });
  const colleague = await colleagueContext.newPage();
  const colleagueProblems: string[] = [];
  colleague.on('pageerror', (error) => colleagueProblems.push(`page error: ${error.message}`));
  colleague.on('console', (message) => {
    if (message.type() === 'error' && !offlineNoise.some((pattern) => pattern.test(message.text()))) colleagueProblems.push(message.text());
  });

  // Each signs in at the Studio's front door (the token lands in that browser's own storage).
  await page.goto(aboutUsDocument);
  await expect(page.getByTestId('document-panel-scroller')).toBeVisible({ timeout: 45_000 });
  await colleague.goto(aboutUsDocument);
  await expect(colleague.getByTestId('document-panel-scroller')).toBeVisible({ timeout: 45_000 });

  // Each tab announces where it is when that changes (and every 30 s): both see the other.
  await expect(othersInDocument(page)).toBeVisible({ timeout: 60_000 });
  await expect(othersInDocument(colleague)).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('presence-editor.png') });
  await colleague.screenshot({ path: testInfo.outputPath('presence-colleague.png') });

  // The colleague's browser goes away without saying goodbye: the lake tells the one who stayed.
  await colleagueContext.close();
  await expect(othersInDocument(page)).toHaveCount(0, { timeout: 60_000 });
  expect(colleagueProblems, 'the colleague\'s console and page errors').toEqual([]);
});
