import { findSiteDefinition, resolveSiteConfig, siteTimeZone } from '@dealer/tenants';
import { orderStatusLabel, paymentLabel, reservationStatusLabel } from './labels';
import type { Order, Reservation } from './sales-api';

/**
 * The Sales tool's pure parts: the words for a reservation, an order and its handover, dates on
 * the dealer's calendar, and the parsing of what the dealer types (odometer, money owing).
 */

/** A value the dealer typed, read; or why it cannot be sent, to show next to the field. */
export type Parsed = { ok: true; value: number } | { ok: false; message: string };

export const MAX_ODOMETER_KM = 2_000_000;

/** Whole numbers with or without thousands commas: "42000", "42,000" (not "4,2000"). */
const wholeNumber = /^(\d{1,3}(?:,\d{3})+|\d+)$/;

/** The odometer in whole km, as the API takes it (0 to 2,000,000); "42,000" and "42000 km" are read. */
export function parseOdometerKm(text: string): Parsed {
  const raw = text.trim().replace(/\s*km$/i, '');
  if (raw === '') return { ok: false, message: 'Enter the odometer reading in km.' };
  if (raw.startsWith('-')) return { ok: false, message: 'The odometer reading cannot be negative.' };
  if (/^[\d,]*\.\d*$/.test(raw)) return { ok: false, message: 'Enter whole kilometres, without decimals.' };
  if (!wholeNumber.test(raw)) return { ok: false, message: 'Enter the reading in whole km, like 42,000.' };
  const km = Number(raw.replaceAll(',', ''));
  if (km > MAX_ODOMETER_KM) return { ok: false, message: `The reading can be at most ${MAX_ODOMETER_KM.toLocaleString('en-AU')} km.` };
  return { ok: true, value: km };
}

/**
 * Dollars as the dealer types them ("12,345.60", "$500", "") to whole cents; blank is nothing
 * owing. No negative amounts and no more than two decimals ("1.234" is refused rather than
 * guessed to be 1,234).
 */
const MAX_OWING_CENTS = 100_000_000;

export function parseDollarsToCents(text: string): Parsed {
  const raw = text.trim();
  if (raw === '') return { ok: true, value: 0 };
  if (/^-|^\$\s*-/.test(raw)) return { ok: false, message: 'The amount cannot be negative.' };
  const amount = raw.replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(amount);
  if (!match) return { ok: false, message: 'Enter an amount in dollars, like 1,234.50.' };
  const [, dollars = '0', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: 'Enter at most two digits of cents, like 1,234.50.' };
  const cents = Number(dollars.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  // The web API's limit on money owing against a car ($1,000,000), said here in the dealer's words.
  if (!Number.isSafeInteger(cents) || cents > MAX_OWING_CENTS) return { ok: false, message: 'That amount is too large: at most $1,000,000.' };
  return { ok: true, value: cents };
}

/** The dealer's calendar: the site's locale and its state's time zone (tenants' siteTimeZone). */
export interface Calendar {
  locale: string;
  timeZone: string;
}

export function siteCalendar(site: string): Calendar {
  const definition = findSiteDefinition(site);
  try {
    if (definition) {
      const { config } = resolveSiteConfig(definition);
      return { locale: config.locale, timeZone: siteTimeZone(config) };
    }
  } catch {
    // A definition the web would refuse too; fall through to the browser's own zone.
  }
  return { locale: 'en-AU', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

/** A moment (ISO), e.g. "24 Nov 2026, 3:00 pm", on the dealer's clock. */
export function formatDateTime(iso: string, calendar: Calendar): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(calendar.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: calendar.timeZone }).format(date);
}

/**
 * A day (YYYY-MM-DD: a handover, a return appointment), e.g. "Tue, 1 Dec 2026". Read and written
 * in UTC so no time zone moves it to the day before.
 */
export function formatDay(day: string, calendar: Pick<Calendar, 'locale'>): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(calendar.locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export const formatKm = (km: number, calendar: Pick<Calendar, 'locale'>) => `${new Intl.NumberFormat(calendar.locale).format(km)} km`;

/** The car a reservation or order is for; a car sold or removed since has no title. */
export const carLabel = (item: Pick<Reservation | Order, 'carId' | 'carTitle'>) => item.carTitle ?? `car ${item.carId} (no longer listed)`;

/** e.g. "Deposit held until 24 Nov 2026, 3:00 pm", "Deposit taken". */
export function reservationStatusText(reservation: Pick<Reservation, 'status' | 'holdExpiresAt'>, calendar: Calendar): string {
  if (reservation.status === 'held' && reservation.holdExpiresAt) {
    return `${reservationStatusLabel.held} until ${formatDateTime(reservation.holdExpiresAt, calendar)}`;
  }
  return reservationStatusLabel[reservation.status];
}

export const orderStatusText = (order: Pick<Order, 'status'>) => orderStatusLabel[order.status];

export const paymentText = (payment: Order['payment']) => (payment ? paymentLabel[payment] : 'Not chosen yet');

/** e.g. "Pickup on Tue, 1 Dec 2026", "Delivery on Tue, 1 Dec 2026 to 12 High St". */
export function handoverText(handover: Order['handover'], calendar: Pick<Calendar, 'locale'>): string {
  if (!handover) return 'Not arranged yet';
  const when = `${handover.kind === 'pickup' ? 'Pickup' : 'Delivery'} on ${formatDay(handover.date, calendar)}`;
  return handover.kind === 'delivery' && handover.address ? `${when} to ${handover.address}` : when;
}

/** A failure's words, whatever was thrown. */
export const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
