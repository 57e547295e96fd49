import type { TradeInOfferJson } from '@dealer/leads';
import type { TradeInVehicle } from './trade-in-api';

/** Fills '{name}' placeholders of a locale template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** '2024 Ford Mustang GT': how the tool names the shopper's car. */
export function carName(vehicle: Pick<TradeInVehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
}

type Offered = Extract<TradeInOfferJson, { kind: 'offer' }>;

/** The offer's price in its currency, whole units ('$11,400'). */
export function offerPrice(offer: Pick<Offered, 'priceCents' | 'currency'>, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: offer.currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(offer.priceCents / 100);
}

/** The day an offer holds until, in the shopper's words ('15 Dec 2026'); in the site's time zone when given. */
export function offerDate(expiresAt: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(new Date(expiresAt));
}

/** Whether an offer is past its expiry at `now`. */
export const offerExpired = (offer: TradeInOfferJson, now: Date): boolean => offer.kind === 'offer' && Date.parse(offer.expiresAt) <= now.getTime();
