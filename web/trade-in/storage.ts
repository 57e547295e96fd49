import type { TradeInOfferJson } from '@dealer/leads';
import type { TradeInVehicle, VehicleLookupInput } from './trade-in-api';

/**
 * §3 "Locally stored: trade-in valuation": the shopper's valuation in this browser, so a reload
 * (or a visit tomorrow) resumes where they were: the car found, the answers given, the offer made,
 * or the confirmation once sent. Each dealer site is its own origin, so valuations never mix
 * between sites. A stored value that does not read back (another version, a hand edit) is
 * dropped. Storage that is denied or full is ignored: the tool works without it.
 */
export const TRADE_IN_STORAGE_KEY = 'dealer.tradeIn.valuation';

/** The answers as the form holds them (text as typed; the odometer in the site's unit). */
export interface StoredAnswers {
  odometer: string;
  condition: string;
  accidentDamage: string;
  financeOwing: string;
  serviceHistory: string;
  keys: string;
}

export interface StoredValuation {
  version: 1;
  /** The valuation's id on this site (the API's). */
  id: string;
  lookup: VehicleLookupInput;
  vehicle: TradeInVehicle;
  answers?: StoredAnswers;
  offer?: TradeInOfferJson;
  /** Sent: the lead is stored, the confirmation is what a reload shows. */
  done?: { kind: 'accepted' | 'enquiry'; name: string };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // a sandboxed frame (the Studio's preview) or storage blocked
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown) => value === null || isText(value);

function isVehicle(value: unknown): value is TradeInVehicle {
  return isRecord(value) && isText(value.make) && isText(value.model) && typeof value.year === 'number' && isText(value.body) && isText(value.fuel) && textOrNull(value.badge) && textOrNull(value.transmission);
}

function isOffer(value: unknown): value is TradeInOfferJson {
  if (!isRecord(value) || !isText(value.explanation)) return false;
  if (value.kind === 'no-online-estimate') return isText(value.reason);
  return value.kind === 'offer' && typeof value.priceCents === 'number' && isText(value.currency) && typeof value.validDays === 'number' && isText(value.expiresAt) && typeof value.financeOwing === 'boolean';
}

const ANSWER_FIELDS = ['odometer', 'condition', 'accidentDamage', 'financeOwing', 'serviceHistory', 'keys'] as const;

/** A stored valuation read back, or undefined for none or one that does not read. */
export function readStoredValuation(raw: string | null): StoredValuation | undefined {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== 1 || !isText(value.id) || !isRecord(value.lookup) || !isVehicle(value.vehicle)) return undefined;
  const lookup: VehicleLookupInput = {};
  for (const field of ['rego', 'regoState', 'vin'] as const) if (isText(value.lookup[field])) lookup[field] = value.lookup[field];
  const stored: StoredValuation = { version: 1, id: value.id, lookup, vehicle: value.vehicle };
  const answers = value.answers;
  if (isRecord(answers) && ANSWER_FIELDS.every((field) => isText(answers[field]))) stored.answers = answers as unknown as StoredAnswers;
  if (isOffer(value.offer)) stored.offer = value.offer;
  const done = value.done;
  if (isRecord(done) && (done.kind === 'accepted' || done.kind === 'enquiry') && isText(done.name)) stored.done = { kind: done.kind, name: done.name };
  return stored;
}

export function loadValuation(storage: StorageLike | undefined = browserStorage()): StoredValuation | undefined {
  try {
    return readStoredValuation(storage?.getItem(TRADE_IN_STORAGE_KEY) ?? null);
  } catch {
    return undefined;
  }
}

export function saveValuationLocally(valuation: StoredValuation, storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.setItem(TRADE_IN_STORAGE_KEY, JSON.stringify(valuation));
  } catch {
    // full or denied: the valuation lives in the page until it is left
  }
}

export function forgetValuation(storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.removeItem(TRADE_IN_STORAGE_KEY);
  } catch {
    // denied: nothing was stored either
  }
}

/** One key per form fill: the server stores a double submit once (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
