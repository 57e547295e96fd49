import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoStock } from '@dealer/demo';
import { openWebTestDatabase } from '@/server/db/test-database';
import { carFromSearchRecord, type Car } from '@dealer/stock';
import { findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import type { StockService } from '@/server/stock/service';
import { pdfText } from '@/vehicle/pdf/pdf-text';
import { demoSite } from '@/server/content/demo-site';

/**
 * GET /api/cars/{slug}/pdf over the real stock service and database (in memory, two demo sites'
 * stock); only the process singletons are this test's. No web server runs, so the photo cannot
 * be fetched: the PDF is made without it.
 */
let database: Awaited<ReturnType<typeof openWebTestDatabase>>;
let service: StockService;

vi.mock('@/server/stock/service', async (importActual) => ({
  ...(await importActual<typeof import('@/server/stock/service')>()),
  stockService: async () => service,
}));
vi.mock('@/server/db/database', () => ({ database: async () => ({ db: database.db }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

// The loopback request for a photo path: the real one (it fails, nothing listens), watched.
vi.mock('node:http', async (importActual) => {
  const actual = await importActual<typeof import('node:http')>();
  return { ...actual, default: actual, request: vi.fn(actual.request) };
});
const http = await import('node:http');

/** When set, the car loaded gets this as its only picture (the demo's are paths of this app). */
let photoUrl: string | null = null;
vi.mock('@/server/stock/vehicle', async (importActual) => {
  const actual = await importActual<typeof import('@/server/stock/vehicle')>();
  return {
    ...actual,
    loadVehicle: async (...args: Parameters<typeof actual.loadVehicle>) => {
      const car = await actual.loadVehicle(...args);
      return car && photoUrl ? { ...car, images: [{ image_url: photoUrl }] } : car;
    },
  };
});

/** A 1x1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

const { GET } = await import('./route');
const { createStockService } = await import('@/server/stock/service');

let kiaCar: Car;
let jeepCar: Car;
const port = process.env.PORT;
beforeAll(async () => {
  // The photo is fetched over loopback at PORT: port 1 refuses at once (nothing listens there).
  process.env.PORT = '1';
  database = await openWebTestDatabase('car_pdf_route');
  await seedDemoStock(database.db, { now: new Date(), sites: ['riverside-kia', 'lone-star-jeep'] });
  service = await createStockService({ db: database.db, backend: { kind: 'embedded' } });
  const first = async (site: string) => {
    const { config } = resolveSiteConfig(findSiteDefinition(site)!);
    const hit = (await service.searchOne(config, { hitsPerPage: 1, filters: 'status:in_stock' })).hits[0];
    return carFromSearchRecord(hit)!;
  };
  kiaCar = await first('riverside-kia');
  jeepCar = await first('lone-star-jeep');
});
afterAll(async () => {
  if (port === undefined) delete process.env.PORT;
  else process.env.PORT = port;
  await database.close();
});
afterEach(() => vi.unstubAllGlobals());

const get = (host: string, slug: string, from?: string) =>
  GET(new Request(`http://${host}/api/cars/${encodeURIComponent(slug)}/pdf`, { headers: { host, ...(from ? { 'x-forwarded-for': from } : {}) } }), { params: Promise.resolve({ slug }) });

/** A refusal's RFC 9457 problem details (README "Routes and errors"), after its status and Content-Type. */
async function problemOf(response: Response, status: number): Promise<{ status: number; detail: string }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as { type: string; status: number; detail: string };
  expect(body).toMatchObject({ type: 'about:blank', status });
  return body;
}

describe('GET /api/cars/{slug}/pdf (§7 download car PDF, §8 PDF failure)', () => {
  it('answers a car of the Host\'s site with its PDF, saved as {slug}.pdf, even though the photo cannot be fetched', async () => {
    expect(kiaCar.images.length + (kiaCar.primary_image_url ? 1 : 0)).toBeGreaterThan(0);
    const response = await get('riverside-kia.localhost:3000', kiaCar.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${kiaCar.slug}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain(kiaCar.make);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain(doc.getTitle()!);
    expect(text).toContain('Riverside Kia');
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    // The photo, a path of this app, was asked of this process over loopback with the shopper's Host.
    const [url, options] = vi.mocked(http.request).mock.lastCall as unknown as [URL, { headers: Record<string, string> }];
    const src = kiaCar.images[0]?.image_url ?? kiaCar.primary_image_url!;
    expect(String(url)).toBe(`http://127.0.0.1:1${src}`);
    expect(options.headers.host).toBe('riverside-kia.localhost:3000');
  });

  it('embeds the photo a full URL (the dealer\'s CDN) serves as PNG, and goes without one served as HTML or failing', async () => {
    const fetched: string[] = [];
    photoUrl = 'https://cdn.example/cars/kia.png';
    const serve = (response: () => Response) => vi.stubGlobal('fetch', async (url: URL | string) => {
      fetched.push(String(url));
      return response();
    });
    const hasImage = async (response: Response) => {
      expect(response.status).toBe(200);
      return /\/Subtype\s*\/Image/.test(Buffer.from(await response.arrayBuffer()).toString('latin1'));
    };
    try {
      serve(() => new Response(new Uint8Array(PNG_1X1), { headers: { 'content-type': 'image/png' } }));
      expect(await hasImage(await get('riverside-kia.localhost:3000', kiaCar.slug))).toBe(true);
      expect(fetched).toEqual(['https://cdn.example/cars/kia.png']);

      serve(() => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
      expect(await hasImage(await get('riverside-kia.localhost:3000', kiaCar.slug))).toBe(false);

      serve(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }));
      expect(await hasImage(await get('riverside-kia.localhost:3000', kiaCar.slug))).toBe(false);

      vi.stubGlobal('fetch', async () => { throw new TypeError('fetch failed'); });
      expect(await hasImage(await get('riverside-kia.localhost:3000', kiaCar.slug))).toBe(false);
    } finally {
      photoUrl = null;
    }
  });

  it.each([
    ['a car of another site', () => jeepCar.slug],
    ['an unknown slug', () => 'no-such-car-2020'],
    ['a path escape', () => '..%2F..'],
    ['a decoded path escape', () => '../..'],
    ['markup', () => '<x>'],
    ['an empty slug', () => ''],
    ['an overlong slug', () => 'a'.repeat(500)],
  ])('answers %s with a 404 problem, never a 500', async (_case, slug) => {
    expect((await problemOf(await get('riverside-kia.localhost:3000', slug()), 404)).detail).toBe('No such car on this site.');
  });

  it.each([['localhost:3000'], ['evil.example']])('refuses a host that is no dealer site (%s): a 404 problem', async (host) => {
    expect((await problemOf(await get(host, kiaCar.slug), 404)).detail).toBeTruthy();
  });

  it('README "Holding under abuse": the 31st PDF from one address within a minute is a 429 problem with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await get('riverside-kia.localhost:3000', 'no-such-car-2020', '203.0.113.77'));
    expect(answers.slice(0, 30).map((answer) => answer.status)).toEqual(Array(30).fill(404));
    const refused = answers[30]!;
    expect((await problemOf(refused, 429)).detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is still served.
    expect((await get('riverside-kia.localhost:3000', 'no-such-car-2020', '203.0.113.78')).status).toBe(404);
  });

  it('answers a fault while making the PDF with a 503 problem whose detail is the reason, logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = service;
    service = { ...failing, searchOne: async () => { throw new Error('search is down'); } };
    try {
      const response = await get('riverside-kia.localhost:3000', kiaCar.slug);
      expect((await problemOf(response, 503)).detail).toBe('The PDF could not be made: search is down');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(error).toHaveBeenCalled();
    } finally {
      service = failing;
      error.mockRestore();
    }
  });
});
