import { describe, expect, it, vi } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { carTitle, parseCar, type Car } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { demoSite } from '@/server/content/demo-site';
import { navigationStandIn, pageOutcome } from '@/server/page-outcome';
import { successCarId, successWords } from './success-message';

/**
 * §2 /success says the right thing for the success category a stored enquiry saved (§3, §4), and
 * names the car of an enquiry about one when the site lists it. The site loader and the site-scoped
 * car lookup are replaced by the demo sites' own definitions and generated stock.
 */
const stock = generateSiteFeed('riverside-kia', { now: new Date() }).flatMap((row) => {
  const parsed = parseCar(row);
  return parsed.ok ? [parsed.car] : [];
});
const kiaCar = stock.find((car) => car.status === 'in_stock' && !car.sold)!;

vi.mock('next/navigation', () => navigationStandIn());
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
vi.mock('@/server/stock/cars-by-id', () => ({
  listedCar: async (site: SiteConfig, id: string): Promise<Car | null> => (site.slug === 'riverside-kia' ? (stock.find((car) => car.id === id) ?? null) : null),
}));
const SuccessPage = (await import('./page')).default;

async function success(query: Record<string, string>, site = 'riverside-kia'): Promise<{ message: string; links: string[] }> {
  const outcome = await pageOutcome(() => SuccessPage({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) }));
  if (!('html' in outcome)) throw new Error(`no page: ${JSON.stringify(outcome)}`);
  const html = outcome.html.replace(/<!-- -->/g, '');
  const message = /data-testid="success-message">([^<]*)</.exec(html)?.[1] ?? '';
  const links = [...html.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map(([, href, text]) => `${href} ${text}`);
  return { message: message.replace(/&#x27;/g, "'"), links };
}

describe('§2 /success by success category (§3, §4)', () => {
  it.each([
    [{ category: 'Sales' }, 'Your enquiry has been sent to our sales team, and they will be in touch soon.'],
    [{ category: 'Service' }, 'Your service enquiry has been sent. Our service team will contact you to confirm a time.'],
    [{ category: 'Parts' }, 'Your parts enquiry has been sent. Our parts team will check availability and get back to you.'],
    [{ category: 'Finance' }, 'Your finance enquiry has been sent. Our finance team will contact you to talk through your options.'],
    [{ category: 'Careers' }, 'Thank you for your interest in working with us. Our team will read your message and be in touch.'],
    [{ category: 'Request Photos' }, 'Your request has been sent. We will email you more photos of the car soon.'],
    [{ category: 'Test Drive' }, 'Your test drive request has been sent. We will call you soon to confirm a time.'],
    [{ type: 'test-drive' }, 'Your test drive request has been sent. We will call you soon to confirm a time.'],
    [{ category: 'General Enquiry' }, 'Your enquiry has been sent, and we will be in touch soon.'],
    [{}, 'Your enquiry has been sent, and we will be in touch soon.'],
    [{ category: '<script>alert(1)</script>' }, 'Your enquiry has been sent, and we will be in touch soon.'],
  ])('§2 %j', async (query, message) => {
    expect((await success(query)).message).toBe(message);
  });

  it('§4 an enquiry about a car this site lists names it and links back to it', async () => {
    const page = await success({ category: 'Vehicle Enquiry', car_id: kiaCar.id });
    expect(page.message).toBe(`Your enquiry about the ${carTitle(kiaCar)} has been sent, and we will be in touch soon.`);
    expect(page.links[0]).toBe(`/cars/${kiaCar.slug} Back to the ${carTitle(kiaCar)}`);
  });

  it.each([
    ['another site\'s car', 'lone-star-jeep', kiaCar.id],
    ['an unknown id', 'riverside-kia', 'rk-no-such-car'],
    ['an id that is no id', 'riverside-kia', 'x" OR objectID:"y'],
  ])('§4 %s is never named: the general words, no link to a car', async (_case, site, carId) => {
    const page = await success({ category: 'Vehicle Enquiry', car_id: carId }, site);
    expect(page.message).toBe('Your enquiry about this car has been sent, and we will be in touch soon.');
    expect(page.links.some((link) => link.startsWith('/cars/'))).toBe(false);
  });

  it('an unknown site is a 404', async () => {
    expect(await pageOutcome(() => SuccessPage({ params: Promise.resolve({ site: 'nowhere' }), searchParams: Promise.resolve({}) }))).toEqual({ notFound: true });
  });

  it('§4 the words module: test-drive type wins, a car is named only when found, ids are checked', () => {
    expect(successWords({ type: 'test-drive', category: 'Sales' }, false).key).toBe('success.testDrive');
    expect(successWords({ category: 'Vehicle Enquiry' }, true)).toEqual({ key: 'success.vehicle', namesCar: true });
    expect([successCarId('rk-1'), successCarId(['rk-2', 'rk-3']), successCarId('a b'), successCarId('x'.repeat(65)), successCarId(undefined)]).toEqual(['rk-1', 'rk-2', null, null, null]);
  });
});
