import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { coolingOffTerms, parseCar, type AuState, type Car, type CarType, type NoticeValue } from '@dealer/stock';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { vehicleConsumerNotice } from './consumer-notice';
import { coolingOffText, noticeValueText } from './notice-text';

const NOW = new Date('2026-11-20T00:00:00Z');

function demo(slug: string, carType: CarType) {
  const site = resolveSiteConfig(findSiteDefinition(slug)!).config;
  const car = generateSiteFeed(slug, { now: NOW })
    .map((row) => parseCar(row))
    .flatMap((parsed) => (parsed.ok ? [parsed.car] : []))
    .find((candidate: Car) => candidate.car_type === carType && candidate.status === 'in_stock' && !candidate.sold)!;
  return { site, car, locale: createLocale(site.locale) };
}

const render = (slug: string, carType: CarType) => {
  const { site, car, locale } = demo(slug, carType);
  const notice = vehicleConsumerNotice(car, site, locale, NOW);
  return { car, notice, html: notice ? renderToStaticMarkup(<>{notice.body}</>) : '' };
};

describe('stock/rules/consumer-law: the vehicle page\'s consumer law section', () => {
  it('harbour-city-toyota (en-NZ), a used car: the Consumer Information Notice (Consumer Information Standards (Used Motor Vehicles) Regulations 2008)', () => {
    const { car, notice, html } = render('harbour-city-toyota', 'used');
    expect(notice).toMatchObject({ id: 'consumer-information-notice', title: 'Consumer Information Notice' });
    for (const heading of ['Motor vehicle trader', 'Sale information', 'Vehicle information']) expect(html).toContain(`>${heading}</h3>`);
    expect(html).toContain('<dt>Motor vehicle trader registration number</dt><dd>M300412</dd>');
    expect(html).toContain(`<dt>VIN or chassis number</dt><dd>${car.vin}</dd>`);
    expect(html).toContain(`<dt>Odometer reading</dt><dd>${createLocale('en-NZ').formatDistance(car.km)}</dd>`);
    expect(html).toMatch(/<dt>Warrant of fitness \(WoF\) expiry<\/dt><dd class="[^"]+">Ask the dealer<\/dd>/);
    expect(html).toContain('Consumer Guarantees Act 1993');
    expect(html).toContain('Motor Vehicle Disputes Tribunal');
  });

  it('lone-star-jeep (en-US), a used car: the Buyers Guide (16 CFR Part 455), As Is, with its PDF', () => {
    const { car, notice, html } = render('lone-star-jeep', 'used');
    expect(notice).toMatchObject({ id: 'buyers-guide', title: 'Buyers Guide' });
    for (const heading of ['Vehicle', 'Warranties for this vehicle', 'Dealer']) expect(html).toContain(`>${heading}</h3>`);
    expect(html).toContain('AS IS – NO DEALER WARRANTY');
    expect(html).toContain('Spoken promises are difficult to enforce.');
    expect(html).toContain(`<dt>Vehicle identification number (VIN)</dt><dd>${car.vin}</dd>`);
    expect(html).toContain('lang="es"');
    expect(html).toContain(`href="/api/cars/${car.slug}/buyers-guide.pdf"`);
  });

  it('lone-star-jeep, a demonstrator: a Buyers Guide too (16 CFR 455.1(d)(2): a used vehicle)', () => {
    expect(render('lone-star-jeep', 'demo').notice?.id).toBe('buyers-guide');
  });

  it.each([
    ['harbour-city-toyota', 'new'],
    ['harbour-city-toyota', 'demo'],
    ['lone-star-jeep', 'new'],
    ['riverside-kia', 'used'],
    ['southern-cross-motors', 'used'],
  ] as const)('%s, a %s car: no notice on the page', (slug, carType) => {
    expect(render(slug, carType).notice).toBeNull();
  });
});

describe('stock/rules/consumer-law: consumer law values and terms as the shopper reads them', () => {
  const nz = createLocale('en-NZ');
  const us = createLocale('en-US');
  it.each<[string, NoticeValue, ReturnType<typeof createLocale>, string]>([
    ['text as it is', { kind: 'text', text: 'JSB885' }, nz, 'JSB885'],
    ['a year', { kind: 'year', year: 2021 }, nz, '2021'],
    ['an odometer in km', { kind: 'distance', km: 12_345 }, nz, '12,345 km'],
    ['a price in dollars', { kind: 'price', amount: 22_990 }, nz, '$22,990'],
    ['a date', { kind: 'date', date: new Date('2027-03-19T00:00:00Z'), past: false }, nz, '19 Mar 2027'],
    ['a past date as expired', { kind: 'date', date: new Date('2024-03-19T00:00:00Z'), past: true }, nz, 'Expired 19 Mar 2024'],
    ['a US date', { kind: 'date', date: new Date('2027-03-19T00:00:00Z'), past: false }, us, 'Mar 19, 2027'],
    ['a missing fact', { kind: 'askDealer' }, us, 'Ask the dealer'],
  ])('%s', (_name, value, locale, text) => {
    expect(noticeValueText(value, locale)).toBe(text);
  });

  const au = createLocale('en-AU');
  it.each<[string, AuState | null, CarType, string, string[]]>([
    ['Motor Car Traders Act 1986 (Vic)', 'VIC', 'used', 'Cooling-off rights in Victoria', [
      'Under the Motor Car Traders Act 1986 (Vic), you have a cooling-off period of 3 clear business days after you sign the contract of sale.',
      'Taking delivery of the car during the period ends your right to cool off.',
    ]],
    ['Motor Dealers and Repairers Act 2013 (NSW)', 'NSW', 'used', 'Cooling-off rights in New South Wales', [
      'Under the Motor Dealers and Repairers Act 2013 (NSW), when the dealer arranges or provides your finance, you have a cooling-off period of 1 business day after you sign the contract of sale. A purchase without finance from or through the dealer has no cooling-off period.',
      'You can give up (waive) the cooling-off period in writing.',
    ]],
    ['Motor Dealers and Chattel Auctioneers Act 2014 (Qld), used', 'QLD', 'used', 'Cooling-off rights in Queensland', [
      'Under the Motor Dealers and Chattel Auctioneers Act 2014 (Qld), you have a cooling-off period of 1 business day after you sign the contract of sale.',
    ]],
    ['Motor Dealers and Chattel Auctioneers Act 2014 (Qld), new', 'QLD', 'new', 'Cooling-off rights in Queensland', [
      'Under the Motor Dealers and Chattel Auctioneers Act 2014 (Qld), there is no cooling-off period when you buy a new vehicle from a dealer.',
    ]],
    ['a state not researched', 'WA', 'used', 'Cooling-off rights in Western Australia', ['Ask the dealer about cooling-off rights in your state.']],
    ['an unknown state', null, 'used', 'Cooling-off rights in your state', ['Ask the dealer about cooling-off rights in your state.']],
  ])('§9 deposit and cooling-off: %s', (_name, state, carType, heading, lines) => {
    const text = coolingOffText(coolingOffTerms(state, carType), au);
    expect(text.heading).toBe(heading);
    expect(text.lines[0]).toContain('Reserving is not a contract to buy the car');
    for (const line of lines) expect(text.lines).toContain(line);
  });
});
