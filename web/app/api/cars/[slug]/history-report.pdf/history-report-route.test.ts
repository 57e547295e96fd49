import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { generateSiteFeed, historyReportPath } from '@dealer/demo';
import { carTitle, isAvailable, parseCar, type Car } from '@dealer/stock';
import { createLocale, type SiteConfig } from '@dealer/tenants';
import { vehicleModel } from '@/vehicle/vehicle-model';
import { pdfText } from '@/vehicle/pdf/pdf-text';
import { odometerReadings } from '@/vehicle/pdf/history-report-pdf';
import { demoSite } from '@/server/content/demo-site';

/**
 * §2 Car History Report, §3 `file` (history report): some demo cars point `file` at
 * GET /api/cars/{slug}/history-report.pdf, which the vehicle sidebar links, and the route makes
 * that car's report from its own record. The site loader and the site-scoped car lookup are
 * replaced by the demo sites' generated stock (the lookup's own scoping is the car PDF route's test).
 */
const NOW = new Date();
const stock = new Map<string, Car[]>(
  ['riverside-kia', 'lone-star-jeep', 'harbour-city-toyota', 'southern-cross-motors'].map((slug) => [
    slug,
    generateSiteFeed(slug, { now: NOW }).flatMap((row) => {
      const parsed = parseCar(row);
      return parsed.ok ? [parsed.car] : [];
    }),
  ]),
);

vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
vi.mock('@/server/stock/vehicle', () => ({
  loadVehicle: async (site: SiteConfig, slug: string) => stock.get(site.slug)?.find((car) => car.slug === slug) ?? null,
}));

const { GET } = await import('./route');

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${encodeURIComponent(slug)}/history-report.pdf`, { headers: { host } }), { params: Promise.resolve({ slug }) });

const withReport = (site: string) => stock.get(site)!.filter((car) => car.file !== null && isAvailable(car));
const kiaReported = withReport('riverside-kia')[0]!;
const kiaWithout = stock.get('riverside-kia')!.find((car) => car.file === null && car.car_type === 'used')!;

describe('§2 Car History Report: some demo cars have one (§3 file), served by the app', () => {
  it.each([...stock.keys()])('§3 %s: some used cars carry a history report on this app, never an outside address', (site) => {
    const cars = stock.get(site)!;
    const reported = cars.filter((car) => car.file !== null);
    expect(reported.length).toBeGreaterThan(0);
    for (const car of reported) {
      expect(car.car_type).toBe('used');
      expect(car.file).toBe(historyReportPath(car.slug));
    }
    expect(cars.some((car) => car.car_type === 'used' && car.file === null)).toBe(true);
  });

  it('§2 the vehicle sidebar links it when `file` is set, and not otherwise', () => {
    const site = demoSite('riverside-kia')!;
    expect(vehicleModel(kiaReported, site.config, site.locale, NOW).historyReport).toBe(`/api/cars/${kiaReported.slug}/history-report.pdf`);
    expect(vehicleModel(kiaWithout, site.config, site.locale, NOW).historyReport).toBeNull();
  });

  it.each([
    ['riverside-kia', 'Rego', 'km'],
    ['lone-star-jeep', 'License plate', 'mi'],
  ])('§2 %s: the report is a PDF of the car from its own record, in the site\'s words and units', async (site, plate, unit) => {
    const car = withReport(site)[0]!;
    const response = await get(`${site}.localhost:3000`, car.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}-history-report.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Vehicle history report: ${carTitle(car)}`);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const expected of ['Vehicle history report', carTitle(car), car.vin!, car.regplate!, plate, 'Odometer readings', 'Listed for sale', 'no government register or finance register was searched']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(createLocale(demoSite(site)!.config.locale).formatDistance(car.km));
    expect(text).toMatch(new RegExp(`\\d ${unit}`));
  }, 60_000); // the first request opens the process's database for the rate limit

  it.each([
    ['a car without a report', 'riverside-kia.localhost:3000', () => kiaWithout.slug, 'This car has no history report here.'],
    ['another site\'s car', 'lone-star-jeep.localhost:3000', () => kiaReported.slug, 'No such car on this site.'],
    ['an unknown slug', 'riverside-kia.localhost:3000', () => 'no-such-car-2020', 'No such car on this site.'],
  ])('answers %s with a 404 problem saying why', async (_case, host, slug, detail) => {
    const response = await get(host, slug());
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { detail: string }).detail).toBe(detail);
  });

  it.each([
    ['a car listed 4 years and 3 months after compliance: four yearly services, then the listing', { km: 60_000, year: 2020, compliance_date: '03/2020', build_date: '01/2020', created_at: '2024-06-15T00:00:00Z' }, 5],
    ['no compliance month: from the build month', { km: 10_000, year: 2023, compliance_date: null, build_date: '05/2023', created_at: '2025-06-01T00:00:00Z' }, 3],
    ['listed within its first year: the listing only', { km: 900, year: 2025, compliance_date: '01/2025', build_date: null, created_at: '2025-06-01T00:00:00Z' }, 1],
  ])('§2 odometer readings: %s', (_case, car, count) => {
    const readings = odometerReadings(car, new Date('2026-01-01T00:00:00Z'));
    expect(readings).toHaveLength(count);
    expect(readings.at(-1)).toEqual({ date: car.created_at.slice(0, 10), km: car.km, kind: 'listed' });
    // Growing, never past the listed reading.
    expect(readings.map((reading) => reading.km)).toEqual([...readings.map((reading) => reading.km)].sort((a, b) => a - b));
  });
});
