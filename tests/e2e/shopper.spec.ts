import { expect, expectAccessible, test } from './fixtures';
import { siteFetch } from './site-fetch';
import { siteUrl } from './stack';

test('favourites and compare are kept in the browser and shown on their pages (§3, §4)', async ({ page }) => {
  await page.goto(`${siteUrl('harbour-city-toyota')}/search`);
  const cards = page.getByTestId('car-card');
  await expect(cards.first()).toBeVisible();
  const first = (await cards.nth(0).getByRole('heading').innerText()).trim();
  const second = (await cards.nth(1).getByRole('heading').innerText()).trim();

  await cards.nth(0).getByRole('button', { name: `Save ${first} to favourites` }).click();
  await expect(cards.nth(0).getByRole('button', { name: `Remove ${first} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await cards.nth(0).getByRole('button', { name: `Compare ${first}` }).click();
  await cards.nth(1).getByRole('button', { name: `Compare ${second}` }).click();

  const bar = page.getByRole('navigation', { name: 'Your saved cars' });
  await expect(bar.getByRole('link', { name: 'Favourites (1)' })).toBeVisible();
  await bar.getByRole('link', { name: 'Compare (2)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(first) })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(second) })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Odometer' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Your saved cars' }).getByRole('link', { name: 'Favourites (1)' }).click();
  await expect(page.getByTestId('car-card')).toHaveCount(1);
  await expect(page.getByTestId('car-card').getByRole('heading')).toHaveText(first);
  await page.reload();
  await expect(page.getByTestId('car-card')).toHaveCount(1);
});

test('§5 lone-star-jeep (favouriteNeedsPriceAndImage): a car without a price above 0 or a photo has no favourite button', async ({ page }) => {
  const site = 'lone-star-jeep';
  for (const [filters, hasHeart] of [
    ['status:in_stock AND price=0', false],
    ['status:in_stock AND photos_count=0', false],
    ['status:in_stock AND price>1000 AND photos_count>0', true],
  ] as const) {
    const answer = await siteFetch(page, site, '/api/search', { json: { requests: [{ indexName: 'Car_production', params: { filters, hitsPerPage: 1 } }] } });
    expect(answer.status).toBe(200);
    const car = (JSON.parse(answer.body) as { results: { hits: { slug: string; vin: string }[] }[] }).results[0]!.hits[0];
    expect(car, `a listed car with ${filters}`).toBeDefined();
    // The VIN is searchable and typo-free: the search finds this one car.
    await page.goto(`${siteUrl(site)}/search?query=${encodeURIComponent(car!.vin)}`);
    const card = page.getByTestId('car-card').filter({ has: page.locator(`a[href="/cars/${car!.slug}"]`) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Compare / })).toBeVisible();
    await expect(card.getByRole('button', { name: / to favourites$/ }), filters).toHaveCount(hasHeart ? 1 : 0);
  }
});

test('the last searches are offered again (§9 search history)', async ({ page }) => {
  await page.goto(`${siteUrl('riverside-kia')}/search`);
  const box = page.getByLabel('Search stock');
  await box.fill('sorento');
  await expect(page).toHaveURL(/query=sorento/);
  await box.fill('');
  await expect(page.getByRole('button', { name: 'sorento', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'sorento', exact: true }).click();
  await expect(page).toHaveURL(/query=sorento/);
});

test('empty favourites and compare pages say what to do', async ({ page }) => {
  await page.goto(`${siteUrl('lone-star-jeep')}/favourites`);
  await expect(page.getByText('No favourites yet.', { exact: false })).toBeVisible();
  await page.goto(`${siteUrl('lone-star-jeep')}/compare`);
  await expect(page.getByText('Nothing to compare yet.', { exact: false })).toBeVisible();
});
