// README "Redirects", in the real Sanity Studio against the local lake: each site lists its
// redirects, and a page whose slug changes on publish (by hand, or inside a Content Release)
// leaves its old address redirecting to the new.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editorClient } from './lake-client';
import { siteUrl, studioUrl } from './stack';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({
  ignoreHTTPSErrors: true,
  viewport: { width: 1400, height: 1000 },
  // Offline, the Studio's calls to sanity.io and the presence socket fail; it carries on (as in studio.spec.ts).
  allowedConsoleErrors: [[/Failed to load resource/, /WebSocket connection to .*socket/, /Failed to fetch version for package/, /net::ERR_NAME_NOT_RESOLVED/], { scope: 'test' }],
});

const pageId = 'page_riverside-kia_faqs';
const postId = 'post_riverside-kia_riverside-kia-community-day';
const site = siteUrl('riverside-kia');

/** The first answer of a navigation to `url` (before any redirect is followed), and where the browser ended up. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  const redirected = response?.request().redirectedFrom();
  const first = redirected ? await redirected.response() : response;
  return { status: first?.status(), location: (await first?.allHeaders())?.location, landed: page.url() };
}

test.afterAll(async () => {
  // Leave the demo content as it was for the specs that run after this one.
  const client = editorClient();
  await client.patch(pageId).set({ slug: { _type: 'slug', current: 'faqs' } }).commit();
  const made = await client.fetch<string[]>('*[_type == "redirect" && site == "riverside-kia" && source == "/faqs"]._id', {}, { perspective: 'raw' });
  for (const id of made) await client.delete(id);
  await client.patch(postId).set({ slug: { _type: 'slug', current: 'riverside-kia-community-day' } }).commit();
  const kept = await client.fetch<string[]>('*[_type == "redirect" && site == "riverside-kia" && source == "/blog/riverside-kia-community-day"]._id', {}, { perspective: 'raw' });
  for (const id of kept) await client.delete(id);
});

test('each site lists its redirects in the Studio, and the demo one answers 308 before Next', async ({ page }) => {
  await page.goto(`${studioUrl}/studio/riverside-kia/structure`);
  await page.getByTestId('pane-item-Redirects').click();
  await expect(page.getByText('/book-a-test-drive → /book-test-drive')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('308 permanent')).toBeVisible();

  const shopper = await page.context().newPage();
  expect(await visit(shopper, `${site}/book-a-test-drive?utm_source=flyer`)).toEqual({ status: 308, location: '/book-test-drive?utm_source=flyer', landed: `${site}/book-test-drive?utm_source=flyer` });
  await shopper.close();
});

test('an editor changes a page\'s slug and publishes; the old address answers 308 to the new one', async ({ page }) => {
  await page.goto(`${studioUrl}/studio/riverside-kia/structure/page;${pageId}`);
  const slug = page.getByTestId('field-slug').getByRole('textbox');
  await expect(slug).toHaveValue('faqs', { timeout: 30_000 });
  await slug.fill('frequently-asked-questions');
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  const client = editorClient();
  await expect(async () => {
    if ((await button.count()) > 0 && (await button.isEnabled())) await button.click();
    await expect.poll(async () => (await client.getDocument(`drafts.${pageId}`)) === undefined, { timeout: 10_000 }).toBe(true);
  }).toPass({ timeout: 45_000 });

  // The action wrote the redirect; the lake's webhook reloads the web app's table.
  await expect
    .poll(() => client.fetch('*[_type == "redirect" && site == "riverside-kia" && source == "/faqs"][0]{destination, permanent}'), { timeout: 15_000 })
    .toEqual({ destination: '/frequently-asked-questions', permanent: true });
  const shopper = await page.context().newPage();
  await expect(async () => {
    expect(await visit(shopper, `${site}/faqs`)).toEqual({ status: 308, location: '/frequently-asked-questions', landed: `${site}/frequently-asked-questions` });
  }).toPass({ timeout: 15_000 });
  await expect(shopper.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
  await shopper.close();
});

test('a slug changed inside a Content Release redirects once the release publishes (no Studio action runs then)', async ({ page }) => {
  const client = editorClient();
  const releaseId = `rename${Date.now().toString(36)}`;
  await client.releases.create({ releaseId, metadata: { title: 'Rename the community day post', releaseType: 'asap' } });
  const post = await client.getDocument(postId);
  expect(post).toBeTruthy();
  await client.createVersion({ releaseId, publishedId: postId, document: { ...post!, _id: `versions.${releaseId}.${postId}`, slug: { _type: 'slug', current: 'community-day-2026' } } as never });
  await client.releases.publish({ releaseId });

  // The release's publish reaches the web app as a webhook naming the old and new slug; it writes the redirect.
  await expect
    .poll(() => client.fetch('*[_type == "redirect" && site == "riverside-kia" && source == $source][0]{destination, permanent}', { source: '/blog/riverside-kia-community-day' }), { timeout: 15_000 })
    .toEqual({ destination: '/blog/community-day-2026', permanent: true });
  const shopper = await page.context().newPage();
  await expect(async () => {
    expect(await visit(shopper, `${site}/blog/riverside-kia-community-day`)).toEqual({ status: 308, location: '/blog/community-day-2026', landed: `${site}/blog/community-day-2026` });
  }).toPass({ timeout: 15_000 });
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('community day');
  await shopper.close();
});
