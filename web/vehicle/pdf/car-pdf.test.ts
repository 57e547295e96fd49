import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { generateSiteFeed } from '@dealer/demo';
import { carPhone, type Car } from '@dealer/stock';
import { parseCar } from '@dealer/stock/server';
import { comparisonRateWarning, createLocale, resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';
import { vehicleModel, type VehicleModel } from '../vehicle-model';
import { carPdf, PDF_FEATURE_COUNT, type CarPdfInput } from './car-pdf';
import { pdfText } from './pdf-text';

/** A fixed clock, so the demo feed (and the §4/§5 time rules) repeat. */
const NOW = new Date('2026-11-20T00:00:00Z');

interface DemoCar {
  car: Car;
  site: SiteConfig;
  vehicle: VehicleModel;
}

/** Every demo site's generated stock, parsed as the importer does, with its vehicle model. */
const demo: DemoCar[] = siteDefinitions.flatMap((definition) => {
  const { config: site } = resolveSiteConfig(definition);
  const locale = createLocale(site.locale);
  return generateSiteFeed(site.slug, { now: NOW }).flatMap((row) => {
    const parsed = parseCar(row);
    return parsed.ok ? [{ car: parsed.car, site, vehicle: vehicleModel(parsed.car, site, locale, NOW) }] : [];
  });
});

function input({ car, site, vehicle }: DemoCar, photo: CarPdfInput['photo'] = null): CarPdfInput {
  const address = car.location?.address;
  return {
    vehicle,
    locale: createLocale(site.locale),
    dealer: {
      name: site.name,
      location: car.location?.name ?? null,
      address: address ? [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null,
      phone: carPhone(car, site),
    },
    photo,
  };
}

/** The PDF's text with whitespace collapsed, so wrapped sentences read whole. */
const flatText = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, ' ');

/** A minimal valid PNG (RGB, one colour), made by hand: signature, IHDR, IDAT, IEND. */
function png(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array.from({ length: width }, () => [200, 30, 30]).flat()])));
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]));
}

const priced = demo.find(({ vehicle }) => vehicle.price.kind === 'price' && vehicle.features.length > PDF_FEATURE_COUNT && vehicle.keySpecs.length > 0)!;
const financed = demo.find(({ vehicle }) => vehicle.finance !== null)!;

describe('carPdf (§7 download car PDF)', () => {
  it('has demo cars to print: a priced one with many features and one with a finance estimate', () => {
    expect(priced).toBeDefined();
    expect(financed).toBeDefined();
  });

  it('makes a PDF with the title metadata, the title, the formatted price, the key information, the first features and the details', async () => {
    const bytes = await carPdf(input(priced));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe(priced.vehicle.title);

    const text = flatText(bytes);
    const locale = createLocale(priced.site.locale);
    const { price, keySpecs, details, features } = priced.vehicle;
    expect(text).toContain(priced.site.name);
    expect(text).toContain(priced.vehicle.title);
    if (price.kind !== 'price') throw new Error('a priced car');
    expect(text).toContain(locale.formatPrice(price.amount));
    if (price.wasPrice) expect(text).toContain(locale.t('price.was', { amount: locale.formatPrice(price.wasPrice) }));
    expect(text).toContain(locale.t('vehicle.keyInformation'));
    for (const row of keySpecs) expect(text).toContain(row.value);
    expect(text).toContain(locale.t('vehicle.features'));
    for (const feature of features.slice(0, PDF_FEATURE_COUNT)) expect(text).toContain(feature);
    expect(text).not.toContain(features[PDF_FEATURE_COUNT]!);
    expect(text).toContain(locale.t('vehicle.details'));
    for (const row of details) expect(text).toContain(row.value);
    if (priced.car.location?.name) expect(text).toContain(priced.car.location.name);
  });

  it('shows the finance estimate: repayment, interest rate and comparison rate together, then the warning', async () => {
    const { finance } = financed.vehicle;
    const bytes = await carPdf(input(financed));
    const lines = pdfText(bytes).split('\n');
    const text = flatText(bytes);
    expect(text).toContain(finance!.comparisonRate);
    expect(text).toContain(finance!.interestRate);
    expect(text).toContain(finance!.repayment);
    expect(text).toContain(comparisonRateWarning);
    // The three figures share one line (one text operator, so one font and size): none is less prominent.
    expect(lines.some((line) => line.includes(finance!.repayment) && line.includes(finance!.interestRate) && line.includes(finance!.comparisonRate))).toBe(true);
    expect(text.indexOf(comparisonRateWarning)).toBeGreaterThan(text.indexOf(finance!.comparisonRate));
    if (finance!.disclaimer) expect(text).toContain(finance!.disclaimer.replace(/\s+/g, ' ').trim());
  });

  it('embeds the photo when there is one, and goes without a photo that is not what it claims to be', async () => {
    const withPhoto = await carPdf(input(priced, { bytes: png(40, 30), type: 'png' }));
    expect(Buffer.from(withPhoto).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const broken = await carPdf(input(priced, { bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' }));
    expect(Buffer.from(broken).toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    expect(flatText(broken)).toContain(priced.vehicle.title);
  });

  it('prints a car with no photo, no price, no features, no finance and an emoji and markup in its title', async () => {
    const locale = createLocale(priced.site.locale);
    const bare: VehicleModel = {
      ...priced.vehicle,
      title: 'Mazda CX-5 \u{1F697} <script>alert(1)</script> \u4e2d \ud800',
      subtitle: null,
      price: { kind: 'noPrice', text: priced.site.copy.noPriceText },
      keySpecs: [],
      features: [],
      details: [],
      finance: null,
    };
    const bytes = await carPdf({ ...input(priced), vehicle: bare, dealer: { name: 'Dealer \u2728', location: null, address: null, phone: null } });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Mazda CX-5 \u{1F697} <script>alert(1)</script> \u4e2d \uFFFD');
    const text = flatText(bytes);
    expect(text).toContain('Mazda CX-5 ? <script>alert(1)</script> ? ?');
    expect(text).toContain(priced.site.copy.noPriceText);
    expect(text).toContain('Dealer ?');
    expect(text).not.toContain(locale.t('vehicle.features'));
    expect(text).not.toContain(locale.t('vehicle.financeHeading'));
    expect(text).not.toContain(comparisonRateWarning);
  });

  it('renders every price kind, and wraps long text over several pages without losing any', async () => {
    const locale = createLocale(priced.site.locale);
    for (const price of [
      { kind: 'price', amount: 45990, reduced: true, wasPrice: 49990 },
      { kind: 'subscription', amount: 899 },
      { kind: 'preorder' },
      { kind: 'hidden' },
    ] as const) {
      const text = flatText(await carPdf({ ...input(priced), vehicle: { ...priced.vehicle, price } }));
      if (price.kind === 'price') {
        expect(text).toContain(locale.t('price.was', { amount: locale.formatPrice(49990) }));
        expect(text).toContain(locale.formatPrice(45990));
      }
      if (price.kind === 'subscription') expect(text).toContain(locale.t('price.perMonthSubscription', { amount: locale.formatPrice(899) }));
      if (price.kind === 'preorder') expect(text).toContain(locale.t('price.preorder'));
    }

    const longWord = 'X'.repeat(300);
    const details = Array.from({ length: 80 }, (_, index) => ({ label: `Row ${index}`, value: `value ${index} ${'lorem ipsum '.repeat(10)}` }));
    const bytes = await carPdf({ ...input(priced), vehicle: { ...priced.vehicle, title: `A ${longWord} title`, details } });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text.replace(/\s+/g, '')).toContain(longWord);
    expect(text).toContain('value 79');
  });
});
