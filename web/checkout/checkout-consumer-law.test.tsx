import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { parseCar, type Car, type CarType } from '@dealer/stock';
import { findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { demoSite } from '../server/content/demo-site';
import { navigationStandIn } from '../server/page-outcome';

/**
 * Reserve Online shows each market's consumer law before the payment form (stock/rules/consumer-law/README.md): the
 * NZ Consumer Information Notice, the US Buyers Guide, the AU cooling-off terms of the dealer's
 * state. The page is rendered on the server over the demo sites' generated stock; the stock
 * lookup, the session and the payment gateway are stand-ins (their own tests are elsewhere).
 */
const NOW = new Date();
const SITES = ['harbour-city-toyota', 'lone-star-jeep', 'riverside-kia', 'southern-cross-motors'];
const stock = new Map<string, Car[]>(
  SITES.map((slug) => [slug, generateSiteFeed(slug, { now: NOW }).flatMap((row) => {
    const parsed = parseCar(row);
    return parsed.ok ? [parsed.car] : [];
  })]),
);
const config = (slug: string) => resolveSiteConfig(findSiteDefinition(slug)!).config;

vi.mock('next/navigation', () => navigationStandIn());
vi.mock('next/image', () => ({ default: ({ src, alt }: { src: string; alt: string }) => createElement('img', { src, alt }) }));
vi.mock('../server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));
vi.mock('../server/stock/vehicle', () => ({
  loadVehicle: async (site: SiteConfig, slug: string) => stock.get(site.slug)?.find((car) => car.slug === slug) ?? null,
}));
vi.mock('../server/reservations/gateway', () => ({ paymentsMode: () => ({ kind: 'test' }) }));
// A signed-in shopper: the rules of who may check out are the real ones.
vi.mock('../server/accounts/current-shopper', async (importActual) => ({
  ...(await importActual<typeof import('../server/accounts/current-shopper')>()),
  currentShopper: async () => ({ id: 'shopper-1', email: 'shopper@example.com', phone: '0400 000 000' }),
}));

const { CheckoutPage } = await import('./CheckoutPage');

function carOf(site: string, carType: CarType, locationId?: string): Car {
  const car = stock.get(site)!.find((candidate) =>
    candidate.car_type === carType && candidate.status === 'in_stock' && !candidate.sold && !candidate.reserved && candidate.price > 10 && (!locationId || candidate.location_id === locationId));
  if (!car) throw new Error(`no ${carType} car on ${site}`);
  return car;
}

async function checkout(site: string, car: Car): Promise<string> {
  const path = config(site).features.checkoutPath;
  return renderToString(await CheckoutPage({ params: Promise.resolve({ site, slug: car.slug }), path }));
}

/** The markup before the payment form. */
const beforeForm = (html: string) => {
  const at = html.indexOf('data-testid="reserve-form"');
  expect(at).toBeGreaterThan(0);
  return html.slice(0, at);
};

describe('consumer law at checkout, before the payment form', () => {
  it('harbour-city-toyota, a used car: the Consumer Information Notice and a link to it on the car\'s page (Consumer Information Standards (Used Motor Vehicles) Regulations 2008)', async () => {
    const car = carOf('harbour-city-toyota', 'used');
    const html = beforeForm(await checkout('harbour-city-toyota', car));
    expect(html).toContain('data-testid="checkout-consumer-information-notice"');
    expect(html).toContain('>Consumer Information Notice</h2>');
    expect(html).toContain('M300412');
    expect(html).toContain(`href="/cars/${car.slug}#consumer-information-notice"`);
    expect(html).not.toContain('cooling-off-terms');
  });

  it('lone-star-jeep, a used car: the Buyers Guide\'s warranty box and links to the guide and its PDF (16 CFR Part 455)', async () => {
    const car = carOf('lone-star-jeep', 'used');
    const html = beforeForm(await checkout('lone-star-jeep', car));
    expect(html).toContain('data-testid="checkout-buyers-guide"');
    expect(html).toContain('AS IS – NO DEALER WARRANTY');
    expect(html).toContain(`href="/cars/${car.slug}#buyers-guide"`);
    expect(html).toContain(`href="/api/cars/${car.slug}/buyers-guide.pdf"`);
  });

  it.each([
    ['harbour-city-toyota', 'new', 'checkout-consumer-information-notice'],
    ['lone-star-jeep', 'new', 'checkout-buyers-guide'],
  ] as const)('%s, a %s car: no %s', async (site, carType, testId) => {
    expect(await checkout(site, carOf(site, carType))).not.toContain(testId);
  });

  it.each([
    ['riverside-kia, a used car at the QLD yard: Motor Dealers and Chattel Auctioneers Act 2014 (Qld)', 'riverside-kia', 'used', undefined, 'Queensland', '1 business day'],
    ['riverside-kia, a new car: no cooling-off for new cars in Queensland', 'riverside-kia', 'new', undefined, 'Queensland', 'there is no cooling-off period when you buy a new vehicle'],
    ['southern-cross-motors, a used car at the VIC yard: Motor Car Traders Act 1986 (Vic)', 'southern-cross-motors', 'used', 'l-scm-dand', 'Victoria', '3 clear business days'],
    ['southern-cross-motors, a used car at the NSW yard: Motor Dealers and Repairers Act 2013 (NSW)', 'southern-cross-motors', 'used', 'l-scm-parra', 'New South Wales', 'when the dealer arranges or provides your finance'],
  ] as const)('%s; §9 deposit held 48 hours, 100% refundable', async (_name, site, carType, locationId, state, expected) => {
    const html = beforeForm(await checkout(site, carOf(site, carType, locationId)));
    expect(html).toContain('held for 48 hours, 100% refundable');
    expect(html).toContain(`>Cooling-off rights in ${state}</h2>`);
    expect(html).toContain(expected);
    expect(html).not.toContain('checkout-consumer-information-notice');
    expect(html).not.toContain('checkout-buyers-guide');
  });
});
