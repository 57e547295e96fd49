import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import { openWebTestDatabase } from '@/server/db/test-database';

/**
 * GET /api/postcodes/{postcode} (§3 lead form postcode, §5 rule, §8 'Invalid postcode', §9 Earth
 * radius 6371 km) over the postcode data shipped in the repo, on the demo sites' own locations.
 * Only the process singletons are replaced: the site settings (the code registry's) and the
 * database the rate limiters are built over. Every refusal is problem details (README "Routes and
 * errors").
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const { GET } = await import('./[postcode]/route');

beforeAll(async () => {
  database = await openWebTestDatabase('postcode_routes');
}, 120_000);
afterAll(async () => {
  await database.close();
});

let calls = 0;
function lookUp(site: string, postcode: string, address = `10.77.${Math.floor(++calls / 250)}.${calls % 250}`) {
  const host = `${site}.localhost:3000`;
  const request = new Request(`http://${host}/api/postcodes/${encodeURIComponent(postcode)}`, { headers: { host, 'x-forwarded-for': address } });
  return GET(request, { params: Promise.resolve({ postcode }) });
}

/** §9: the great-circle distance on a sphere of radius 6371 km, worked out here apart from the code. */
function haversineKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('GET /api/postcodes/{postcode}', () => {
  it.each([
    // site, postcode, place, nearest location (its dealership), the postcode's and the location's coordinates
    ['riverside-kia', '4064', ['Milton', 'QLD'], 'riverside-kia-sales', 'riverside-kia', [-27.4678, 153.0067], [-27.4716, 153.0036]],
    ['riverside-kia', '4870', ['Cairns', 'QLD'], 'riverside-kia-sales', 'riverside-kia', [-16.9186, 145.7405], [-27.4716, 153.0036]],
    ['southern-cross-motors', '3175', ['Dandenong', 'VIC'], 'dandenong', 'southern-cross-dandenong', [-37.9848, 145.214], [-37.9875, 145.2149]],
    ['southern-cross-motors', '2750', ['Penrith', 'NSW'], 'caravans', 'southern-cross-caravans', [-33.7507, 150.6877], [-33.7511, 150.6942]],
    ['southern-cross-motors', '2150', ['Parramatta', 'NSW'], 'parramatta', 'southern-cross-parramatta', [-33.8136, 151.0034], [-33.8136, 151.0034]],
    ['harbour-city-toyota', '1023', ['Auckland', 'Auckland'], 'newmarket', 'harbour-city-toyota', [-36.8485, 174.7635], [-36.8696, 174.7779]],
    ['lone-star-jeep', '78758', ['Austin', 'TX'], 'austin', 'lone-star-jeep', [30.3764, -97.7078], [30.3741, -97.7234]],
  ] as const)('§3/§9: %s, postcode %s: its place and the nearest sales location by the 6371 km radius', async (site, postcode, [locality, state], slug, dealershipSlug, from, to) => {
    const answer = await lookUp(site, postcode);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = (await answer.json()) as { nearest: { distanceKm: number } };
    expect(body).toEqual({ postcode, locality, state, nearest: { slug, name: expect.any(String), dealershipSlug, distanceKm: expect.any(Number) } });
    expect(body.nearest.distanceKm).toBeCloseTo(haversineKm([...from], [...to]), 1);
  });

  it('§3: only sales locations are candidates: a postcode at the service centre\'s door gets the nearest sales location', async () => {
    const { nearestDealership } = await import('./[postcode]/nearest-dealership');
    const config = demoSite('southern-cross-motors')!.config;
    // 90 Church Street, Parramatta: the service centre itself; 88 Church Street (sales) is next door.
    const atServiceCentre = { postcode: '2150', locality: 'Parramatta', state: 'NSW', lat: -33.8131, lng: 151.0031 };
    expect(nearestDealership(config, atServiceCentre)).toMatchObject({ slug: 'parramatta', dealershipSlug: 'southern-cross-parramatta' });
    // A site without sales locations offers what it has.
    const serviceOnly = { ...config, locations: config.locations.filter((location) => location.location_type === 'service') };
    expect(nearestDealership(serviceOnly, atServiceCentre)).toMatchObject({ slug: 'service-centre', distanceKm: 0 });
    expect(nearestDealership({ ...config, locations: [] }, atServiceCentre)).toBeNull();
  });

  it.each([
    ['riverside-kia', 'abcd', 'Invalid postcode. Please enter a 4-digit number.'],
    ['riverside-kia', '406', 'Invalid postcode. Please enter a 4-digit number.'],
    ['riverside-kia', '40641', 'Invalid postcode. Please enter a 4-digit number.'],
    ['riverside-kia', '40 64', 'Invalid postcode. Please enter a 4-digit number.'],
    ['riverside-kia', '-406', 'Invalid postcode. Please enter a 4-digit number.'],
    ['harbour-city-toyota', '10234', 'Invalid postcode. Please enter a 4-digit number.'],
    ['lone-star-jeep', '4064', 'Invalid ZIP code. Please enter a 5-digit number.'],
  ])('§5: %s refuses %j with a 400 and the rule\'s message under errors.postcode', async (site, postcode, message) => {
    const answer = await lookUp(site, postcode);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await answer.json()).toMatchObject({ type: 'about:blank', status: 400, detail: message, errors: { postcode: message } });
  });

  it.each([
    ['riverside-kia', '0000', 'Invalid postcode'],
    ['harbour-city-toyota', '1600', 'Invalid postcode'],
    ['lone-star-jeep', '10001', 'Invalid ZIP code'],
  ])('§8: %s answers a postcode the data does not know (%s) with a 404 \'%s\'', async (site, postcode, message) => {
    const answer = await lookUp(site, postcode);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ status: 404, detail: message, errors: { postcode: message } });
  });

  it('is answered only on a dealer site\'s own address', async () => {
    const answer = await lookUp('nowhere', '4064');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('is rate limited per address as search is: 150 in 10 seconds, then a 429 with Retry-After', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 151; i++) answers.push((await lookUp('riverside-kia', '4064', '10.78.0.1')).status);
    expect(answers.slice(0, 150).every((status) => status === 200)).toBe(true);
    expect(answers[150]).toBe(429);
    const limited = await lookUp('riverside-kia', '4064', '10.78.0.1');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
