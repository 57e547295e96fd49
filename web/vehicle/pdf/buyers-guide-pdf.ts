import { PDFDocument, PageSizes, StandardFonts } from 'pdf-lib';
import type { BuyersGuide } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { noticeValueText } from '../consumer-law/notice-text';
import { drawFooter, MUTED, pdfSection, setPdfInfo, Writer, type PdfPageSize } from './pdf-writer';

export interface BuyersGuidePdfInput {
  guide: BuyersGuide;
  locale: LocaleFormatter;
  /** The car as its page titles it, for the document's metadata. */
  vehicleTitle: string;
  dealerName: string;
}

/**
 * The FTC Buyers Guide of one used car as a PDF (16 CFR Part 455), on US Letter
 * paper: the title, the IMPORTANT notice about spoken promises, the vehicle, the warranty box in a
 * frame, the form's statements, the dealer and the Spanish notice, with the dealer's address and
 * phone in the footer. It is a copy of the guide's information for the shopper, not the window
 * form itself (the form's layout and its back page are the printed sticker's). Pure: no network.
 */
export async function buyersGuidePdf({ guide, locale, vehicleTitle, dealerName }: BuyersGuidePdfInput): Promise<Uint8Array> {
  const t = locale.t;
  const doc = await PDFDocument.create();
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const title = t('buyersGuide.title');
  setPdfInfo(doc, { title: `${title}: ${vehicleTitle}`, subject: t(guide.warranty.heading), author: dealerName });

  const writer = new Writer(doc, PageSizes.Letter as PdfPageSize);
  writer.text(dealerName, { font: bold, size: 12, color: MUTED });
  writer.rule();
  writer.text(title.toUpperCase(), { font: bold, size: 24, before: 6 });
  writer.gap(6);
  writer.framed(30, (indent) => {
    writer.text(t(guide.important), { font: bold, size: 11, indent, right: indent });
  });

  const rows = (fields: BuyersGuide['vehicle'] | BuyersGuide['dealer']) => {
    for (const field of fields) writer.row(t(field.label), noticeValueText(field.value, locale), regular, bold);
  };
  pdfSection(writer, t('buyersGuide.vehicleHeading'), bold);
  rows(guide.vehicle);

  pdfSection(writer, t('buyersGuide.warrantyHeading'), bold);
  const { warranty } = guide;
  writer.framed(warranty.kind === 'dealer' ? 120 : 50, (indent) => {
    writer.text(t(warranty.heading), { font: bold, size: 16, indent, right: indent });
    if (warranty.kind === 'dealer') {
      writer.text(t(warranty.coverage), { font: bold, size: 11, indent, right: indent, before: 4 });
      writer.text(t('buyersGuide.dealerShare', { parts: warranty.partsPercent, labor: warranty.laborPercent }), { font: regular, size: 10, indent, right: indent, before: 2 });
      writer.text(`${t('buyersGuide.systems')}: ${warranty.systems.join(', ')}`, { font: regular, size: 10, indent, right: indent, before: 2 });
      writer.text(`${t('buyersGuide.duration')}: ${warranty.duration}`, { font: regular, size: 10, indent, right: indent, before: 2 });
    }
    writer.text(t(warranty.body), { font: regular, size: 10, indent, right: indent, before: 4 });
  });

  writer.gap(6);
  for (const key of guide.statements) writer.text(`\u2022 ${t(key)}`, { font: regular, size: 10, indent: 4, before: 4 });

  pdfSection(writer, t('buyersGuide.dealerHeading'), bold);
  rows(guide.dealer);
  writer.text(t(guide.spanishNotice), { font: regular, size: 9, color: MUTED, before: 12 });

  const footerParts = guide.dealer.map((field) => (field.value.kind === 'askDealer' ? null : noticeValueText(field.value, locale)));
  const pages = doc.getPages();
  pages.forEach((page, index) => drawFooter(page, footerParts, regular, index + 1, pages.length));
  return doc.save();
}
