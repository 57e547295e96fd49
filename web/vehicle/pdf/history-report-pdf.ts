import { PDFDocument, StandardFonts } from 'pdf-lib';
import { carTitle, type Car } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { drawFooter, MUTED, pdfSection, setPdfInfo, Writer } from './pdf-writer';

/** One odometer reading of the report: a yearly scheduled service, or the reading when the car was listed. */
export interface OdometerReading {
  /** The day, yyyy-mm-dd (UTC). */
  date: string;
  km: number;
  kind: 'service' | 'listed';
}

/** At most this many readings (a very old car's yearly services). */
export const MAX_READINGS = 30;

/** The first day of a §3 "MM/YYYY" build or compliance month, or null. */
function monthOf(text: string | null | undefined): Date | null {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? new Date(Date.UTC(Number(match[2]), month - 1, 1)) : null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The car's odometer readings, from its own record and nothing else: one scheduled service a year
 * from its compliance (or build) month, the distance growing evenly to the reading it was listed
 * with, then that reading. Deterministic, so the same car always has the same report.
 */
export function odometerReadings(car: Pick<Car, 'km' | 'year' | 'compliance_date' | 'build_date' | 'created_at'>, now: Date): OdometerReading[] {
  const start = monthOf(car.compliance_date) ?? monthOf(car.build_date) ?? new Date(Date.UTC(car.year, 0, 1));
  const listedAt = new Date(Math.min(Date.parse(car.created_at) || now.getTime(), now.getTime()));
  const total = listedAt.getTime() - start.getTime();
  const readings: OdometerReading[] = [];
  for (let years = 1; total > 0 && readings.length < MAX_READINGS - 1; years++) {
    const at = new Date(Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), 1));
    if (at.getTime() >= listedAt.getTime()) break;
    readings.push({ date: day(at), km: Math.round((car.km * (at.getTime() - start.getTime())) / total / 100) * 100, kind: 'service' });
  }
  readings.push({ date: day(listedAt), km: car.km, kind: 'listed' });
  return readings;
}

export interface HistoryReportInput {
  car: Car;
  locale: LocaleFormatter;
  dealerName: string;
  now: Date;
}

/**
 * §2 Car History Report (§3 `file`) of a demo car, as a PDF made from the car's own record: what
 * identifies it (VIN, plate, build and compliance months, colour) and its odometer readings. It says
 * plainly that it is the dealer's own record and that no register was searched. Pure: no network.
 */
export async function historyReportPdf({ car, locale, dealerName, now }: HistoryReportInput): Promise<Uint8Array> {
  const t = locale.t;
  const doc = await PDFDocument.create();
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const title = t('history.title');
  const name = carTitle(car);
  setPdfInfo(doc, { title: `${title}: ${name}`, subject: name, author: dealerName });

  const writer = new Writer(doc);
  writer.text(dealerName, { font: bold, size: 12, color: MUTED });
  writer.rule();
  writer.text(title, { font: bold, size: 22, before: 6 });
  writer.text(name, { font: bold, size: 14, before: 4 });
  writer.text(t('history.note', { dealer: dealerName }), { font: regular, size: 9, color: MUTED, before: 6 });

  pdfSection(writer, t('history.vehicleHeading'), bold);
  const rows: [string, string | null][] = [
    [t('history.vin'), car.vin],
    [t('enquiry.rego'), car.regplate],
    [t('history.regoExpiry'), car.rego_expiry ? locale.formatDate(car.rego_expiry) : null],
    [t('history.buildDate'), car.build_date],
    [t('history.complianceDate'), car.compliance_date],
    [t('colour'), car.colour],
    [t('card.odometer'), locale.formatDistance(car.km)],
  ];
  for (const [label, value] of rows) if (value) writer.row(label, value, regular, bold);

  pdfSection(writer, t('history.readingsHeading'), bold);
  const readings = odometerReadings(car, now);
  if (readings.length === 1) writer.text(t('history.noReadings'), { font: regular, size: 10, color: MUTED });
  for (const reading of readings) {
    writer.row(locale.formatDate(reading.date), `${locale.formatDistance(reading.km)} \u00b7 ${t(reading.kind === 'listed' ? 'history.listed' : 'history.service')}`, regular, bold);
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => drawFooter(page, [dealerName, car.stocknum, name], regular, index + 1, pages.length));
  return doc.save();
}
