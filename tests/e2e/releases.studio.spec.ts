// Content Releases in the real Sanity Studio against the local lake (README "Content Releases"):
// a marketer prepares a campaign (two pages and a promo card) as one release, previews it in
// Presentation, schedules it a minute ahead, and the site shows all three at that time, not before.
// A draft scheduled from its document's publish menu (a scheduled draft) goes live with them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editorClient } from './lake-client';
import { siteUrl, studioUrl } from './stack';

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({
  ignoreHTTPSErrors: true,
  timezoneId: 'UTC',
  viewport: { width: 1400, height: 1000 },
  // Offline, the Studio's calls to sanity.io fail and it carries on (as in studio.spec.ts); the
  // Presentation frame may report a slow first connection.
  allowedConsoleErrors: [
    [/Failed to load resource/, /WebSocket connection to .*socket/, /WebSocket is already in CLOSING or CLOSED state/, /Failed to fetch version for package/, /net::ERR_NAME_NOT_RESOLVED/, /Unable to connect to visual editing/, /preview iframe hasn't finished loading/],
    { scope: 'test' },
  ],
});

const site = siteUrl('riverside-kia');
// Documents no other Studio spec touches: the Studio specs run two at a time, and another spec's
// page changing under it (a title, a publish) would fail that spec, not this one.
const studio = `${studioUrl}/studio/riverside-kia`;
const campaign = [
  { id: 'page_riverside-kia_careers', pane: 'page', path: '/careers', before: 'Careers', after: 'Black Friday: join the team' },
  { id: 'page_riverside-kia_capped-price-servicing', pane: 'page', path: '/capped-price-servicing', before: 'Capped Price Servicing', after: 'Black Friday servicing' },
  { id: 'promo_riverside-kia_1', pane: 'promo', path: '/search', before: 'Drive away in an EV9', after: 'Black Friday: an EV9 with a free charger' },
] as const;
const scheduledDraft = { id: 'page_riverside-kia_roadside-assist', pane: 'page', path: '/roadside-assist', before: 'Roadside Assist', after: 'Roadside Assist, from Black Friday' } as const;

/** The date field's text for a time, as the Studio's date inputs show it in UTC: "Nov 27, 2026 16:05". */
const dateInputText = (time: Date) =>
  `${time.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} ${time.toLocaleString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' })}`;

/** Opens an address as a shopper and expects its page heading, or on the search page a promo card's title, to be `text`. */
async function expectShopperSees(page: Page, path: string, text: string, timeout = 10_000) {
  await page.goto(`${site}${path}`);
  if (path === '/search') await expect(page.getByText(text, { exact: true }).first(), path).toBeVisible({ timeout });
  else await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text, { timeout });
}

/**
 * Opens the Releases tool's "New release" form with `title`, of type "At time", opening it again until
 * both hold. On a busy machine the tool may still re-render as it settles, and until the Studio has
 * read the project's features it treats releases as unavailable, so a press opens no form: after two
 * such presses the page is loaded again. A failure names the dialogs and the page text it found.
 */
async function openScheduledReleaseForm(page: Page, title: string) {
  const form = page.getByRole('dialog').filter({ has: page.getByTestId('release-form-title') });
  let pressesWithoutForm = 0;
  await expect(async () => {
    if (!(await form.isVisible())) {
      if (pressesWithoutForm >= 2) {
        pressesWithoutForm = 0;
        await page.reload();
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'New release' }).first().click({ timeout: 10_000 });
      pressesWithoutForm += 1;
    }
    const seen = `dialogs: ${JSON.stringify(await page.getByRole('dialog').allInnerTexts())}; page: ${(await page.locator('body').innerText()).slice(-400)}`;
    await expect(form, seen).toBeVisible({ timeout: 3_000 });
    pressesWithoutForm = 0;
    const titleField = form.getByTestId('release-form-title');
    if ((await titleField.inputValue({ timeout: 3_000 })) !== title) await titleField.fill(title, { timeout: 3_000 });
    await expect(titleField).toHaveValue(title, { timeout: 1_000 });
    if (!(await form.getByTestId('date-input').isVisible())) {
      await form.locator('button', { hasText: 'As soon as possible' }).click({ timeout: 2_000 });
      await page.locator('[data-ui=MenuItem][data-value=scheduled]').click({ timeout: 2_000 });
    }
    await expect(form.getByTestId('date-input')).toBeVisible({ timeout: 1_000 });
    await expect(titleField).toHaveValue(title, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  return form;
}

test.afterAll(async () => {
  // Leave the demo content as it was for the specs after this one.
  const client = editorClient();
  for (const document of [...campaign, scheduledDraft]) {
    await client.patch(document.id).set({ title: document.before }).commit();
    await client.delete(`drafts.${document.id}`);
  }
});

test('a release of two pages and a promo, previewed in Presentation and scheduled a minute ahead, goes live on the site at that time, as does a scheduled draft', async ({ page, browser }, testInfo) => {
  const client = editorClient();

  // 1. A new release, "At time".
  await page.goto(`${studio}/releases`);
  const create = await openScheduledReleaseForm(page, 'Black Friday');
  await create.getByTestId('date-input').fill(dateInputText(new Date(Date.now() + 60 * 60_000)));
  await create.getByTestId('date-input').blur();
  await create.getByTestId('submit-release-button').click();
  await page.waitForURL(/\/releases\/r[A-Za-z0-9]+/);
  const releaseId = /\/releases\/(r[A-Za-z0-9]+)/.exec(page.url())![1]!;

  // 2. Each document joins the release, and its title is edited there (a version, not the draft).
  for (const document of campaign) {
    await page.goto(`${studio}/structure/${document.pane};${document.id}?perspective=${releaseId}`);
    await page.locator('button', { hasText: 'Add to release' }).click({ timeout: 45_000 });
    const versionId = `versions.${releaseId}.${document.id}`;
    await expect.poll(async () => (await client.getDocument(versionId))?._id, { timeout: 20_000 }).toBe(versionId);
    const title = page.getByTestId('field-title').getByRole('textbox');
    await expect(title).toHaveValue(document.before, { timeout: 20_000 });
    await title.fill(document.after);
    await expect.poll(async () => (await client.getDocument(versionId))?.title, { timeout: 20_000 }).toBe(document.after);
    expect(await client.getDocument(`drafts.${document.id}`), 'the edit went to the release, not to a draft').toBeUndefined();
  }

  // 3. Presentation previews the release through its perspective; shoppers still see the site as it is.
  await page.goto(`${studio}/presentation?perspective=${releaseId}&preview=${encodeURIComponent(campaign[0].path)}`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(campaign[0].after, { timeout: 60_000 });
  await page.screenshot({ path: testInfo.outputPath('release-preview.png') });
  const shopper = await browser.newPage();
  for (const document of campaign) await expectShopperSees(shopper, document.path, document.before);

  // 4. A draft of another page is scheduled from its publish menu, and the release is scheduled, both
  // for the next whole minute at least 75 s away.
  const publishAt = new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000);
  await page.goto(`${studio}/structure/${scheduledDraft.pane};${scheduledDraft.id}`);
  const draftTitle = page.getByTestId('field-title').getByRole('textbox');
  await expect(draftTitle).toHaveValue(scheduledDraft.before, { timeout: 30_000 });
  await draftTitle.fill(scheduledDraft.after);
  await expect.poll(async () => (await client.getDocument(`drafts.${scheduledDraft.id}`))?.title, { timeout: 20_000 }).toBe(scheduledDraft.after);
  // The document's menu re-renders while the draft settles: open it until its item can be clicked.
  await expect(async () => {
    await page.getByTestId('action-menu-button').click();
    await page.getByTestId('action-Schedulepublish').click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const scheduleDraft = page.getByRole('dialog');
  await scheduleDraft.getByTestId('date-input').fill(dateInputText(publishAt));
  await scheduleDraft.getByTestId('date-input').blur();
  await scheduleDraft.getByTestId('confirm-button').click();
  await expect
    .poll(() => client.fetch<string[]>('*[_type == "system.release" && state == "scheduled" && metadata.cardinality == "one"].publishAt', {}, { perspective: 'raw' }), { timeout: 20_000 })
    .toEqual([publishAt.toISOString()]);

  await page.goto(`${studio}/releases/${releaseId}`);
  await expect(page.getByText(campaign[0].after)).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('schedule-button').click();
  const schedule = page.getByRole('dialog');
  await schedule.getByTestId('date-input').fill(dateInputText(publishAt));
  await schedule.getByTestId('date-input').blur();
  await schedule.getByTestId('confirm-button').click();
  await expect.poll(async () => (await client.releases.get({ releaseId }))?.state, { timeout: 20_000 }).toBe('scheduled');
  expect((await client.releases.get({ releaseId }))?.publishAt).toBe(publishAt.toISOString());
  // The release's Activity panel (the lake's release events): who created, filled and scheduled it.
  await page.getByRole('button', { name: 'Activity' }).click();
  await expect(page.getByText('Marked as scheduled')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Created the .* release/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('release-scheduled.png') });

  // Not before its time...
  for (const document of [...campaign, scheduledDraft]) await expectShopperSees(shopper, document.path, document.before);

  // ...and at its time, all three together.
  await expect.poll(async () => (await client.releases.get({ releaseId }))?.state, { timeout: publishAt.getTime() - Date.now() + 30_000, intervals: [1_000] }).toBe('published');
  const published = await client.releases.get({ releaseId });
  expect(Date.parse(String(published?.publishedAt))).toBeGreaterThanOrEqual(publishAt.getTime());
  for (const document of [...campaign, scheduledDraft]) {
    await expect(() => expectShopperSees(shopper, document.path, document.after, 2_000)).toPass({ timeout: 30_000 });
  }
  await shopper.close();
});
