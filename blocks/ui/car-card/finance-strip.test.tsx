import { comparisonRateWarning, createLocale } from '@dealer/tenants';
import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../../registry/render-for-test';
import { carCardModel, gatedFinanceHref, type CardCar, type CarCardModel } from './card-model';
import { CarCard } from './CarCard';

const car: CarCardModel = {
  id: 'c1', slug: '2024-kia-sportage-c1', href: '/cars/2024-kia-sportage-c1', title: '2024 Kia Sportage', subtitle: null, image: null, tag: null,
  chips: [], price: { kind: 'price', amount: 38990, wasPrice: null, reduced: false }, priceType: null, belowMarketBy: null,
  finance: { weekly: 123, interestRate: 6.99, comparisonRate: 7.49 },
  summary: { condition: 'used', transmission: 'Automatic', km: 12000, fuel: 'Petrol' }, available: true, favouritable: true, reserveAmount: null, reserveHref: '/cars/x/checkout',
  financeHref: '/finance', testDriveHref: '/book-test-drive', similarHref: '/search', make: 'Kia', model: 'Sportage',
};

/** The finance strip's HTML and each figure in it (class and text). */
function financeStrip(html: string) {
  const strip = html.match(/<div[^>]*data-testid="car-finance"[^>]*>.*?<\/p><p[^>]*>.*?<\/p><\/div>/s)?.[0] ?? '';
  const figures = [...strip.matchAll(/<span class="([^"]+)">([^<]+)<\/span>/g)].map(([, className, text]) => ({ className, text }));
  return { strip, figures };
}

describe('car card finance strip', () => {
  it('§5 shows the comparison rate as prominently as the repayment and the interest rate, with the comparison rate warning (NCC s164, ASIC RG 178)', () => {
    const { strip, figures } = financeStrip(renderHtml(<CarCard car={car} locale={createLocale('en-AU')} />));
    expect(figures.map((figure) => figure.text)).toEqual(['$123 /wk', '6.99% p.a.', 'comparison rate 7.49% p.a.']);
    const [repayment, rate, comparison] = figures;
    expect(comparison!.className).toBe(repayment!.className);
    expect(comparison!.className).toBe(rate!.className);
    expect(strip).toContain(comparisonRateWarning);
  });

  it('§5 a demo car with finance shows its comparison rate and the warning on its card', async () => {
    const context = testContext('riverside-kia');
    const { hits } = await context.searchStock({ hitsPerPage: 50 });
    const financed = (hits as unknown as CardCar[]).map((hit) => carCardModel(hit, context.site, context.now)).find((model) => model.finance);
    expect(financed).toBeDefined();
    const { strip, figures } = financeStrip(renderHtml(<CarCard car={financed!} locale={context.locale} />));
    expect(figures.at(-1)!.text).toBe(`comparison rate ${financed!.finance!.comparisonRate}% p.a.`);
    expect(new Set(figures.map((figure) => figure.className)).size).toBe(1);
    expect(strip).toContain(comparisonRateWarning);
  });
});

describe('§2/§6 finance gating on the card\'s finance link', () => {
  const href = '/finance?car_id=c1#finance-form';
  it.each([
    ['accounts off', { authentication: false, gateFinance: true }, href],
    ['gate off', { authentication: true, gateFinance: false }, href],
    ['accounts on and finance gated', { authentication: true, gateFinance: true }, '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3Dc1%23finance-form&back=%2Fcars%2Fkia-ev9'],
  ])('%s', (_case, features, expected) => {
    expect(gatedFinanceHref({ features } as Parameters<typeof gatedFinanceHref>[0], href, '/cars/kia-ev9')).toBe(expected);
  });
});
