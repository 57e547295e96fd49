import { PDFDocument, StandardFonts, type PDFFont, type PDFImage } from 'pdf-lib';
import { priceText } from '@dealer/stock';
import { comparisonRateWarning, type LocaleFormatter } from '@dealer/tenants';
import type { SpecRow, VehicleModel } from '../vehicle-model';
import { drawable, drawFooter, INK, MUTED, pdfSection, setPdfInfo, Writer } from './pdf-writer';

export { drawable, wrapText } from './pdf-writer';

/** The dealer as the PDF names it: the header and the footer. */
export interface CarPdfDealer {
  name: string;
  location: string | null;
  address: string | null;
  phone: string | null;
}

export interface CarPdfPhoto {
  bytes: Uint8Array;
  type: 'png' | 'jpeg';
}

export interface CarPdfInput {
  vehicle: VehicleModel;
  locale: LocaleFormatter;
  dealer: CarPdfDealer;
  photo: CarPdfPhoto | null;
}

/** §7 "Download car PDF": at most this many features are listed. */
export const PDF_FEATURE_COUNT = 8;

async function embedPhoto(doc: PDFDocument, photo: CarPdfPhoto | null): Promise<PDFImage | null> {
  if (!photo || photo.bytes.length === 0) return null;
  try {
    const image = photo.type === 'png' ? await doc.embedPng(photo.bytes) : await doc.embedJpg(photo.bytes);
    return image.width > 0 && image.height > 0 ? image : null;
  } catch {
    // A picture the feed labelled wrongly or that is corrupt: the PDF goes without it.
    return null;
  }
}

function priceLines(vehicle: VehicleModel, locale: LocaleFormatter): { was: string | null; amount: string | null; note: string | null } {
  const { price } = vehicle;
  const amount = priceText(price, locale, vehicle.priceType);
  if (price.kind !== 'price') return { was: null, amount, note: null };
  return {
    was: price.wasPrice ? locale.t('price.was', { amount: locale.formatPrice(price.wasPrice) }) : null,
    amount,
    note: price.reduced ? locale.t('price.reduced') : null,
  };
}

function specs(writer: Writer, rows: SpecRow[], regular: PDFFont, bold: PDFFont) {
  for (const row of rows) writer.row(row.label, row.value, regular, bold);
}

/**
 * §7 "Download car PDF": one car on A4, made on the server. The dealer's name, the photo (fitted
 * to the width), title, price, key information, the first features, the car details, the finance
 * estimate and a footer with the dealer's location and phone. The finance figures share one font,
 * size and weight on one line, and the comparison-rate warning follows them: the comparison rate
 * is never less prominent than the repayment or the interest rate (National Credit Code s164,
 * ASIC RG 178). Standard fonts only: characters they cannot draw become '?'. Pure: no network.
 */
export async function carPdf({ vehicle, locale, dealer, photo }: CarPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  // Metadata is UTF-16 (any character), but a lone surrogate from a broken feed is made a U+FFFD.
  setPdfInfo(doc, { title: vehicle.title, subject: vehicle.subtitle ?? vehicle.title, author: dealer.name });

  const writer = new Writer(doc);
  writer.text(dealer.name, { font: bold, size: 16 });
  writer.rule();

  const image = await embedPhoto(doc, photo);
  if (image) {
    writer.gap(6);
    writer.image(image);
  }

  writer.text(vehicle.title, { font: bold, size: 20, before: 6 });
  if (vehicle.subtitle) writer.text(vehicle.subtitle, { font: regular, size: 12, color: MUTED, before: 2 });

  const price = priceLines(vehicle, locale);
  if (price.was) writer.text(price.was, { font: regular, size: 11, color: MUTED, before: 8 });
  if (price.amount) writer.text(price.amount, { font: bold, size: 18, before: price.was ? 2 : 8 });
  if (price.note) writer.text(price.note, { font: regular, size: 10, color: MUTED });

  if (vehicle.keySpecs.length > 0) {
    pdfSection(writer, locale.t('vehicle.keyInformation'), bold);
    specs(writer, vehicle.keySpecs, regular, bold);
  }

  const features = vehicle.features.slice(0, PDF_FEATURE_COUNT);
  if (features.length > 0) {
    pdfSection(writer, locale.t('vehicle.features'), bold);
    for (const feature of features) writer.text(`\u2022 ${feature}`, { font: regular, size: 10, indent: 4 });
  }

  if (vehicle.details.length > 0) {
    pdfSection(writer, locale.t('vehicle.details'), bold);
    specs(writer, vehicle.details, regular, bold);
  }

  const { finance } = vehicle;
  if (finance) {
    pdfSection(writer, locale.t('vehicle.financeHeading'), bold);
    // One string in one style: the comparison rate is exactly as prominent as the repayment. The
    // size steps down (all three together) so they stay on one line; very long figures wrap.
    const figures = [finance.repayment, finance.interestRate, finance.comparisonRate].map((figure) => drawable(bold, figure)).join(' \u00b7 ');
    let size = 12;
    while (size > 9 && bold.widthOfTextAtSize(figures, size) > writer.contentWidth) size -= 0.5;
    writer.text(figures, { font: bold, size });
    const terms: [string, string | null][] = [
      [locale.t('finance.term'), finance.term],
      [locale.t('finance.deposit'), finance.deposit],
      [locale.t('finance.balloon'), finance.balloon],
    ];
    for (const [label, value] of terms) if (value) writer.row(label, value, regular, bold);
    writer.text(comparisonRateWarning, { font: regular, size: 9, color: INK, before: 6 });
    if (finance.disclaimer) {
      writer.text(locale.t('finance.lenderDisclaimer'), { font: bold, size: 8.5, color: MUTED, before: 6 });
      writer.text(finance.disclaimer, { font: regular, size: 8.5, color: MUTED });
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => drawFooter(page, [dealer.location, dealer.address, dealer.phone], regular, index + 1, pages.length));
  return doc.save();
}
