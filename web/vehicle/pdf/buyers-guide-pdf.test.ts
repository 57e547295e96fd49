import { PDFDocument, PageSizes } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { parseCar, usBuyersGuide, type Car } from '@dealer/stock';
import { createLocale, findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import { buyersGuidePdf } from './buyers-guide-pdf';
import { pdfText } from './pdf-text';

const NOW = new Date('2026-11-20T00:00:00Z');
const site = resolveSiteConfig(findSiteDefinition('lone-star-jeep')!).config;
const locale = createLocale('en-US');
const car: Car = generateSiteFeed(site.slug, { now: NOW })
  .map((row) => parseCar(row))
  .flatMap((parsed) => (parsed.ok ? [parsed.car] : []))
  .find((candidate) => candidate.car_type === 'used' && candidate.status === 'in_stock' && !candidate.sold)!;

const make = async (on: SiteConfig = site) => {
  const bytes = await buyersGuidePdf({ guide: usBuyersGuide(car, on)!, locale, vehicleTitle: `${car.year} ${car.make} ${car.model}`, dealerName: on.name });
  return { bytes, text: pdfText(bytes).replace(/\s+/g, ' '), doc: await PDFDocument.load(bytes) };
};

describe('stock/rules/consumer-law: the Buyers Guide PDF (16 CFR Part 455)', () => {
  it('prints the title, the IMPORTANT notice, the vehicle, the As Is box, the statements, the dealer and the Spanish notice on US Letter paper', async () => {
    const { text, doc } = await make();
    expect(doc.getPages()[0]!.getSize()).toEqual({ width: PageSizes.Letter[0], height: PageSizes.Letter[1] });
    expect(doc.getTitle()).toBe(`Buyers Guide: ${car.year} ${car.make} ${car.model}`);
    for (const expected of [
      'BUYERS GUIDE',
      'Spoken promises are difficult to enforce.',
      car.vin!,
      car.stocknum!,
      'Warranties for this vehicle',
      'AS IS – NO DEALER WARRANTY',
      'The dealer does not provide a warranty for any repairs after sale.',
      'Ask the dealer if your mechanic can inspect the vehicle on or off the lot.',
      'ftc.gov/usedcars',
      'part of your contract to buy this vehicle',
      'Lone Star Jeep',
      '9100 Research Blvd, Austin TX 78758',
      'Si el concesionario gestiona la venta en español',
    ]) expect(text).toContain(expected);
  });

  it('prints a dealer warranty\'s terms: full or limited, the parts and labor shares, the systems and the duration', async () => {
    const { text } = await make({
      ...site,
      consumerLaw: { buyersGuideWarranty: { kind: 'dealer', coverage: 'limited', partsPercent: 50, laborPercent: 100, systems: ['Engine', 'Transmission'], duration: '30 days or 1,000 miles' } },
    });
    for (const expected of ['DEALER WARRANTY', 'Limited warranty', 'The dealer will pay 50% of the parts and 100% of the labor', 'Systems covered: Engine, Transmission', 'Duration: 30 days or 1,000 miles']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('AS IS');
  });
});
