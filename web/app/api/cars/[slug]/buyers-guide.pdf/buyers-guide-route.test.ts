import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { parseCar, type Car } from '@dealer/stock';
import { type SiteConfig } from '@dealer/tenants';
import { pdfText } from '@/vehicle/pdf/pdf-text';
import { demoSite } from '@/server/content/demo-site';

/**
 * GET /api/cars/{slug}/buyers-guide.pdf (stock/rules/consumer-law README, 16 CFR Part 455). The site loader and
 * the site-scoped car lookup are replaced by the demo sites' generated stock (the lookup's own
 * scoping is the car PDF route's test); a car is found only on the site whose stock it is.
 */
const NOW = new Date();
const stock = new Map<string, Car[]>(
  ['lone-star-jeep', 'harbour-city-toyota'].map((slug) => [
    slug,
    generateSiteFeed(slug, { now: NOW }).flatMap((row) => {
      const parsed = parseCar(row);
      return parsed.ok ? [parsed.car] : [];
    }),
  ]),
);

vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
let failing = false;
vi.mock('@/server/stock/vehicle', () => ({
  loadVehicle: async (site: SiteConfig, slug: string) => {
    if (failing) throw new Error('search is down');
    return stock.get(site.slug)?.find((car) => car.slug === slug) ?? null;
  },
}));

const { GET } = await import('./route');

const pick = (site: string, test: (car: Car) => boolean) => stock.get(site)!.find((car) => test(car) && car.status === 'in_stock' && !car.sold)!;
const usedJeep = pick('lone-star-jeep', (car) => car.car_type === 'used');
const demoJeep = pick('lone-star-jeep', (car) => car.car_type === 'demo');
const newJeep = pick('lone-star-jeep', (car) => car.car_type === 'new');
const usedToyota = pick('harbour-city-toyota', (car) => car.car_type === 'used');

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${encodeURIComponent(slug)}/buyers-guide.pdf`, { headers: { host } }), { params: Promise.resolve({ slug }) });

/** A refusal's RFC 9457 problem details (README "Routes and errors"), after its status and Content-Type. */
async function problemOf(response: Response, status: number): Promise<{ status: number; detail: string }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as { type: string; status: number; detail: string };
  expect(body).toMatchObject({ type: 'about:blank', status });
  return body;
}

describe('GET /api/cars/{slug}/buyers-guide.pdf (stock/rules/consumer-law README, 16 CFR Part 455)', () => {
  it.each([
    ['a used car', usedJeep],
    ['a demonstrator (§ 455.1(d)(2))', demoJeep],
  ])('answers %s of the US site with its Buyers Guide, saved as {slug}-buyers-guide.pdf', async (_name, car) => {
    const response = await get('lone-star-jeep.localhost:3000', car.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}-buyers-guide.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toContain('Buyers Guide');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('AS IS – NO DEALER WARRANTY');
    expect(text).toContain(car.vin!);
  });

  const NO_GUIDE = 'This car has no Buyers Guide: only used cars for sale on a US dealer site have one.';
  it.each([
    ['a new car (not a used vehicle)', 'lone-star-jeep.localhost:3000', () => newJeep.slug, NO_GUIDE],
    ['a used car of the NZ site (its notice is the CIN)', 'harbour-city-toyota.localhost:3000', () => usedToyota.slug, NO_GUIDE],
    ['a car of another site', 'lone-star-jeep.localhost:3000', () => usedToyota.slug, 'No such car on this site.'],
    ['an unknown slug', 'lone-star-jeep.localhost:3000', () => 'no-such-car-2020', 'No such car on this site.'],
  ])('answers %s with a 404 problem saying why', async (_name, host, slug, detail) => {
    expect((await problemOf(await get(host, slug()), 404)).detail).toBe(detail);
  });

  it('refuses a host that is no dealer site: a 404 problem', async () => {
    expect((await problemOf(await get('localhost:3000', usedJeep.slug), 404)).detail).toBeTruthy();
  });

  it('answers a fault with a 503 problem whose detail is the reason, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    try {
      const response = await get('lone-star-jeep.localhost:3000', usedJeep.slug);
      expect((await problemOf(response, 503)).detail).toBe('The Buyers Guide could not be made: search is down');
      expect(error).toHaveBeenCalled();
    } finally {
      failing = false;
      error.mockRestore();
    }
  });
});
