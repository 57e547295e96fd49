import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { comparisonRateWarning, type LocaleFormatter } from '@dealer/tenants';
import type { SpecRow, VehicleModel } from '../vehicle-model';

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

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 44;
/** Lowest baseline body text may use before a new page starts (the footer sits below it). */
const BOTTOM = MARGIN + FOOTER_HEIGHT;
/** A photo never takes more than this share of the page's height (a portrait picture is scaled down further). */
const MAX_PHOTO_HEIGHT = PAGE_HEIGHT * 0.4;
const LABEL_WIDTH = 170;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.8, 0.8, 0.83);

/**
 * Characters the standard fonts' WinAnsi encoding lacks but have a plain equivalent; anything
 * else it cannot encode (emoji, CJK, a lone surrogate) becomes '?'. Dealer feeds are free text.
 */
const EQUIVALENTS: Record<string, string> = {
  '\u2007': ' ', '\u2009': ' ', '\u202f': ' ', '\u200a': ' ', '\u2002': ' ', '\u2003': ' ',
  '\u2010': '-', '\u2011': '-', '\u2212': '-', '\u2044': '/',
  '\u200b': '', '\u200c': '', '\u200d': '', '\ufeff': '', '\u00ad': '',
};

const encodable = new WeakMap<PDFFont, Map<string, boolean>>();

function canEncode(font: PDFFont, character: string): boolean {
  let known = encodable.get(font);
  if (!known) encodable.set(font, (known = new Map()));
  let ok = known.get(character);
  if (ok === undefined) {
    try {
      font.encodeText(character);
      ok = true;
    } catch {
      ok = false;
    }
    known.set(character, ok);
  }
  return ok;
}

const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** One line of text the font can draw: whitespace (line breaks included) as single spaces, unknown characters as '?'. */
export function drawable(font: PDFFont, text: string): string {
  let out = '';
  for (const character of text.normalize('NFC').replace(/\s+/g, ' ')) {
    const plain = EQUIVALENTS[character] ?? character;
    if (plain === '' || plain === ' ') out += plain;
    else out += canEncode(font, plain) ? plain : '?';
  }
  return out.trim();
}

/**
 * Word-wraps text to a width at a size: breaks at spaces, and inside a word only when the word
 * alone is wider than the line (a long VIN or URL). Paragraph breaks (\n) are kept. Every line
 * is drawable in the font.
 */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  for (const paragraph of text.split(/\r?\n/)) {
    const words = drawable(font, paragraph).split(' ').filter(Boolean);
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Extra space above, in points. */
  before?: number;
  indent?: number;
}

/** A top-to-bottom writer over A4 pages: each draw moves the cursor down and starts a page when the text runs off the bottom. */
class Writer {
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  /** Makes room for a block `height` points tall: a new page when it would cross the bottom margin. */
  ensure(height: number) {
    if (this.y - height < BOTTOM) {
      this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      this.y = PAGE_HEIGHT - MARGIN;
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Wrapped text in one style; returns the lines drawn. */
  text(text: string, { font, size, color = INK, before = 0, indent = 0 }: TextStyle): string[] {
    const lines = wrapText(font, text, size, CONTENT_WIDTH - indent);
    const lineHeight = size * 1.3;
    if (lines.length > 0) this.gap(before);
    for (const line of lines) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.25, size, font, color });
    }
    return lines;
  }

  rule() {
    this.ensure(8);
    this.gap(4);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
    this.gap(4);
  }

  /** A label and its value side by side; either wraps within its own column. */
  row(label: string, value: string, regular: PDFFont, bold: PDFFont, size = 10) {
    const labelLines = wrapText(bold, label, size, LABEL_WIDTH - 8);
    const valueLines = wrapText(regular, value, size, CONTENT_WIDTH - LABEL_WIDTH);
    const lineHeight = size * 1.35;
    const count = Math.max(labelLines.length, valueLines.length);
    for (let index = 0; index < count; index++) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const baseline = this.y + size * 0.25;
      const labelLine = labelLines[index];
      const valueLine = valueLines[index];
      if (labelLine) this.page.drawText(labelLine, { x: MARGIN, y: baseline, size, font: bold, color: MUTED });
      if (valueLine) this.page.drawText(valueLine, { x: MARGIN + LABEL_WIDTH, y: baseline, size, font: regular, color: INK });
    }
  }

  image(image: PDFImage) {
    const scale = Math.min(CONTENT_WIDTH / image.width, MAX_PHOTO_HEIGHT / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 8);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN + (CONTENT_WIDTH - width) / 2, y: this.y, width, height });
    this.gap(8);
  }
}

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
  switch (price.kind) {
    case 'price':
      return {
        was: price.wasPrice ? locale.t('price.was', { amount: locale.formatPrice(price.wasPrice) }) : null,
        amount: `${locale.formatPrice(price.amount)}${vehicle.priceType ? ` ${vehicle.priceType}` : ''}`,
        note: price.reduced ? locale.t('price.reduced') : null,
      };
    case 'subscription':
      return { was: null, amount: locale.t('price.perMonthSubscription', { amount: locale.formatPrice(price.amount) }), note: null };
    case 'preorder':
      return { was: null, amount: locale.t('price.preorder'), note: null };
    case 'noPrice':
      return { was: null, amount: price.text, note: null };
    case 'hidden':
      return { was: null, amount: null, note: null };
  }
}

function section(writer: Writer, heading: string, bold: PDFFont) {
  writer.ensure(40); // a heading never sits alone at the foot of a page
  writer.text(heading, { font: bold, size: 13, before: 14 });
  writer.gap(2);
}

function specs(writer: Writer, rows: SpecRow[], regular: PDFFont, bold: PDFFont) {
  for (const row of rows) writer.row(row.label, row.value, regular, bold);
}

function footer(page: PDFPage, dealer: CarPdfDealer, regular: PDFFont, pageNumber: number, pageCount: number) {
  const parts = [dealer.location, dealer.address, dealer.phone].map((part) => drawable(regular, part ?? '')).filter(Boolean);
  const size = 8.5;
  const pageLabel = pageCount > 1 ? `${pageNumber} / ${pageCount}` : '';
  const pageLabelWidth = pageLabel ? regular.widthOfTextAtSize(pageLabel, size) + 12 : 0;
  const lines = wrapText(regular, parts.join(' \u00b7 '), size, CONTENT_WIDTH - pageLabelWidth).slice(0, 2);
  const top = MARGIN + FOOTER_HEIGHT - 14;
  page.drawLine({ start: { x: MARGIN, y: top + 6 }, end: { x: PAGE_WIDTH - MARGIN, y: top + 6 }, thickness: 0.75, color: RULE });
  lines.forEach((line, index) => page.drawText(line, { x: MARGIN, y: top - 8 - index * size * 1.3, size, font: regular, color: MUTED }));
  if (pageLabel) page.drawText(pageLabel, { x: PAGE_WIDTH - MARGIN - pageLabelWidth + 12, y: top - 8, size, font: regular, color: MUTED });
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
  doc.setTitle(wellFormed(vehicle.title));
  doc.setSubject(wellFormed(vehicle.subtitle ?? vehicle.title));
  doc.setAuthor(wellFormed(dealer.name));
  doc.setCreator(wellFormed(dealer.name));

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
    section(writer, locale.t('vehicle.keyInformation'), bold);
    specs(writer, vehicle.keySpecs, regular, bold);
  }

  const features = vehicle.features.slice(0, PDF_FEATURE_COUNT);
  if (features.length > 0) {
    section(writer, locale.t('vehicle.features'), bold);
    for (const feature of features) writer.text(`\u2022 ${feature}`, { font: regular, size: 10, indent: 4 });
  }

  if (vehicle.details.length > 0) {
    section(writer, locale.t('vehicle.details'), bold);
    specs(writer, vehicle.details, regular, bold);
  }

  const { finance } = vehicle;
  if (finance) {
    section(writer, locale.t('vehicle.financeHeading'), bold);
    // One string in one style: the comparison rate is exactly as prominent as the repayment. The
    // size steps down (all three together) so they stay on one line; very long figures wrap.
    const figures = [finance.repayment, finance.interestRate, finance.comparisonRate].map((figure) => drawable(bold, figure)).join(' \u00b7 ');
    let size = 12;
    while (size > 9 && bold.widthOfTextAtSize(figures, size) > CONTENT_WIDTH) size -= 0.5;
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
  pages.forEach((page, index) => footer(page, dealer, regular, index + 1, pages.length));
  return doc.save();
}
