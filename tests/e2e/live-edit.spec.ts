import { editorClient } from './lake-client';
import { expect, test } from './fixtures';
import { siteUrl } from './stack';

const span = (text: string) => [{ _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text, marks: [] }] }];

test.describe.configure({ mode: 'serial' });
test.use({ allowedConsoleErrors: [/status of 404/] });

test('an edit through @sanity/client shows on the served page without a restart', async ({ page }) => {
  const client = editorClient();
  const id = 'page_riverside-kia_pages_live-edit';
  const url = `${siteUrl('riverside-kia')}/pages/live-edit`;
  await client.delete(id);

  // Not there yet: a 404 (rendered each time: the cache keeps no misses, web/server/cache).
  expect((await page.goto(url))?.status()).toBe(404);

  await client.create({
    _id: id,
    _type: 'page',
    site: 'riverside-kia',
    title: 'Live edit',
    slug: { _type: 'slug', current: 'pages/live-edit' },
    blocks: [{ _type: 'richText', _key: 'r1', body: span('First version of this page.') }],
  });
  await expect(async () => {
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.getByText('First version of this page.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  await client
    .patch(id)
    .set({ title: 'Live edit, changed' })
    .insert('after', 'blocks[-1]', [
      { _type: 'faq', _key: 'f1', heading: 'Added by an editor', items: [{ _key: 'q1', question: 'Does it update?', answer: span('Within seconds.') }] },
      { _type: 'mysteryBlock', _key: 'm1' },
    ])
    .commit();
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Live edit, changed' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Added by an editor' })).toBeVisible();
  await page.getByText('Does it update?').click();
  await expect(page.getByText('Within seconds.')).toBeVisible();
  // An unknown block type renders nothing for shoppers.
  await expect(page.locator('[data-block-placeholder]')).toHaveCount(0);

  await client.delete(id);
  await expect(async () => expect((await page.goto(url))?.status()).toBe(404)).toPass({ timeout: 10_000 });
});

test('a CMS document with missing fields renders what it can, never a 500', async ({ page }) => {
  const client = editorClient();
  const id = 'page_riverside-kia_pages_half-done';
  await client.createOrReplace({
    _id: id,
    _type: 'page',
    site: 'riverside-kia',
    slug: { _type: 'slug', current: 'pages/half-done' },
    blocks: [{ _type: 'faq', _key: 'f1' }, { _type: 'heroCarousel', _key: 'h1', slides: [{ _key: 's1', name: 'No link' }] }, 'not a block', { _type: 'richText', _key: 'r1', body: span('The part that is finished.') }],
  });
  try {
    await expect(async () => {
      expect((await page.goto(`${siteUrl('riverside-kia')}/pages/half-done`))?.status()).toBe(200);
      await expect(page.getByText('The part that is finished.')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Untitled page' })).toBeVisible();
  } finally {
    await client.delete(id);
  }
});

test('site settings edited in the CMS override the site config', async ({ page }) => {
  const client = editorClient();
  const id = 'siteSettings_harbour-city-toyota';
  const description = page.locator('meta[name="description"]');
  await page.goto(siteUrl('harbour-city-toyota'));
  const before = await description.getAttribute('content');
  await client.patch(id).set({ copy: { tagline: 'Auckland’s friendliest Toyota dealer' } }).commit();
  try {
    await expect(async () => {
      await page.goto(siteUrl('harbour-city-toyota'));
      await expect(description).toHaveAttribute('content', 'Auckland’s friendliest Toyota dealer', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    // An invalid value is ignored, not fatal.
    await client.patch(id).set({ stockVisibility: { include_sold_cars_days: 'lots' } }).commit();
    expect((await page.goto(siteUrl('harbour-city-toyota')))?.status()).toBe(200);
  } finally {
    await client.patch(id).unset(['copy', 'stockVisibility']).commit();
  }
  await expect(async () => {
    await page.goto(siteUrl('harbour-city-toyota'));
    await expect(description).toHaveAttribute('content', before ?? '', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
