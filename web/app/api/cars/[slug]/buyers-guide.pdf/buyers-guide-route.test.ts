import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { parseCar, type Car } from '@dealer/stock';
import { type SiteConfig } from '@dealer/tenants';
import { pdfText } from '@/vehicle/pdf/pdf-text';
import { demoSite } from '@/server/content/demo-site';

/**
 * GET /api/cars/{slug}/buyers-guide.pdf (issue 15 item 6, 16 CFR Part 455). The site loader and
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

describe('issue 15 GET /api/cars/{slug}/buyers-guide.pdf (16 CFR Part 455)', () => {
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

  it.each([
    ['a new car (not a used vehicle)', 'lone-star-jeep.localhost:3000', () => newJeep.slug],
    ['a used car of the NZ site (its notice is the CIN)', 'harbour-city-toyota.localhost:3000', () => usedToyota.slug],
    ['a car of another site', 'lone-star-jeep.localhost:3000', () => usedToyota.slug],
    ['an unknown slug', 'lone-star-jeep.localhost:3000', () => 'no-such-car-2020'],
  ])('answers %s with a 404 and a message', async (_name, host, slug) => {
    const response = await get(host, slug());
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it('refuses a host that is no dealer site: 404', async () => {
    expect((await get('localhost:3000', usedJeep.slug)).status).toBe(404);
  });

  it('answers a fault with a 503 and the reason, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    try {
      const response = await get('lone-star-jeep.localhost:3000', usedJeep.slug);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBe('The Buyers Guide could not be made: search is down');
      expect(error).toHaveBeenCalled();
    } finally {
      failing = false;
      error.mockRestore();
    }
  });
});
