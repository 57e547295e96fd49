import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';

/**
 * The drawing code the product's PDFs share (§7 car PDF, the FTC Buyers Guide): text the
 * standard fonts can draw, word wrapping, and a top-to-bottom writer that starts a new page when
 * the text runs off the bottom. Standard fonts only: characters they cannot draw become '?'.
 */

export type PdfPageSize = [number, number];

export const MARGIN = 48;
export const FOOTER_HEIGHT = 44;
export const LABEL_WIDTH = 170;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);
export const RULE = rgb(0.8, 0.8, 0.83);

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

export const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

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

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Extra space above, in points. */
  before?: number;
  indent?: number;
  /** Space kept free at the right, in points (text inside a frame). */
  right?: number;
}

/**
 * A top-to-bottom writer over pages of one size (A4 unless told): each draw moves the cursor down
 * and starts a page when the text runs off the bottom, above the footer's band.
 */
export class Writer {
  page: PDFPage;
  readonly width: number;
  readonly height: number;
  /** The width between the margins. */
  readonly contentWidth: number;
  /** Lowest baseline body text may use before a new page starts (the footer sits below it). */
  readonly bottom = MARGIN + FOOTER_HEIGHT;
  y: number;

  constructor(private readonly doc: PDFDocument, size: PdfPageSize = PageSizes.A4 as PdfPageSize) {
    [this.width, this.height] = size;
    this.contentWidth = this.width - 2 * MARGIN;
    this.page = doc.addPage([this.width, this.height]);
    this.y = this.height - MARGIN;
  }

  /** Makes room for a block `height` points tall: a new page when it would cross the bottom margin. */
  ensure(height: number) {
    if (this.y - height < this.bottom) {
      this.page = this.doc.addPage([this.width, this.height]);
      this.y = this.height - MARGIN;
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Wrapped text in one style; returns the lines drawn. */
  text(text: string, { font, size, color = INK, before = 0, indent = 0, right = 0 }: TextStyle): string[] {
    const lines = wrapText(font, text, size, this.contentWidth - indent - right);
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
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.width - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
    this.gap(4);
  }

  /** A label and its value side by side; either wraps within its own column. */
  row(label: string, value: string, regular: PDFFont, bold: PDFFont, size = 10) {
    const labelLines = wrapText(bold, label, size, LABEL_WIDTH - 8);
    const valueLines = wrapText(regular, value, size, this.contentWidth - LABEL_WIDTH);
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

  /** A picture fitted to the width, never taller than 40% of the page (a portrait one is scaled down further). */
  image(image: PDFImage) {
    const scale = Math.min(this.contentWidth / image.width, (this.height * 0.4) / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 8);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN + (this.contentWidth - width) / 2, y: this.y, width, height });
    this.gap(8);
  }

  /**
   * Draws `draw`'s content inside a ruled frame, `padding` points in from the margins (`draw` gets
   * the padding, to pass as both `indent` and `right`). The block
   * starts on a new page unless about `estimate` points fit; if it still runs over a page, the
   * frame is left out rather than drawn across two pages.
   */
  framed(estimate: number, draw: (indent: number) => void, { padding = 8, thickness = 1.5, color = INK }: { padding?: number; thickness?: number; color?: RGB } = {}) {
    this.ensure(estimate + 2 * padding);
    const page = this.page;
    const top = this.y;
    this.gap(padding);
    draw(padding);
    this.gap(padding);
    if (page === this.page) {
      page.drawRectangle({ x: MARGIN, y: this.y, width: this.contentWidth, height: top - this.y, borderWidth: thickness, borderColor: color });
    }
  }
}

/** A section heading; it never sits alone at the foot of a page. */
export function pdfSection(writer: Writer, heading: string, bold: PDFFont, size = 13) {
  writer.ensure(40);
  writer.text(heading, { font: bold, size, before: 14 });
  writer.gap(2);
}

/** The footer band of one page: a rule, up to two lines of the given parts joined by dots, and "n / m" when there are several pages. */
export function drawFooter(page: PDFPage, parts: (string | null)[], regular: PDFFont, pageNumber: number, pageCount: number) {
  const width = page.getWidth();
  const contentWidth = width - 2 * MARGIN;
  const drawn = parts.map((part) => drawable(regular, part ?? '')).filter(Boolean);
  const size = 8.5;
  const pageLabel = pageCount > 1 ? `${pageNumber} / ${pageCount}` : '';
  const pageLabelWidth = pageLabel ? regular.widthOfTextAtSize(pageLabel, size) + 12 : 0;
  const lines = wrapText(regular, drawn.join(' \u00b7 '), size, contentWidth - pageLabelWidth).slice(0, 2);
  const top = MARGIN + FOOTER_HEIGHT - 14;
  page.drawLine({ start: { x: MARGIN, y: top + 6 }, end: { x: width - MARGIN, y: top + 6 }, thickness: 0.75, color: RULE });
  lines.forEach((line, index) => page.drawText(line, { x: MARGIN, y: top - 8 - index * size * 1.3, size, font: regular, color: MUTED }));
  if (pageLabel) page.drawText(pageLabel, { x: width - MARGIN - pageLabelWidth + 12, y: top - 8, size, font: regular, color: MUTED });
}

/** Sets the document's metadata (UTF-16, any character; a lone surrogate from a broken feed becomes U+FFFD). */
export function setPdfInfo(doc: PDFDocument, { title, subject, author }: { title: string; subject: string; author: string }) {
  doc.setTitle(wellFormed(title));
  doc.setSubject(wellFormed(subject));
  doc.setAuthor(wellFormed(author));
  doc.setCreator(wellFormed(author));
}
