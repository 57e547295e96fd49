import { browserStorage } from '../ui/shopper/local-list';
import { shouldStoreForReuse } from '@dealer/leads';

/**
 * §3 "Locally stored" for the enquiry form: the shopper's contact details for the next form (§5:
 * only when name, email and phone are all present), the success category and the last enquired car
 * (§4: both saved when an enquiry is stored). Each dealer site is its own origin, so nothing mixes
 * between sites. Storage failures (private mode, quota) are ignored.
 */
export const ENQUIRY_CONTACT_KEY = 'dealer.enquiry.contact';
export const ENQUIRY_SUCCESS_CATEGORY_KEY = 'dealer.enquiry.successCategory';
export const LAST_ENQUIRED_CAR_KEY = 'dealer.enquiry.lastCar';

export interface StoredContact {
  name: string;
  email: string;
  phone: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Saves name, email and phone for reuse, only when all three are present (§5). Returns whether it saved. */
export function saveContactForReuse(values: { name?: string | null; email?: string | null; phone?: string | null }, storage: StorageLike | undefined = browserStorage()): boolean {
  if (!storage || !shouldStoreForReuse(values)) return false;
  const contact: StoredContact = { name: values.name!.trim(), email: values.email!.trim(), phone: values.phone!.trim() };
  try {
    storage.setItem(ENQUIRY_CONTACT_KEY, JSON.stringify(contact));
    return true;
  } catch {
    return false;
  }
}

export function loadContactForReuse(storage: StorageLike | undefined = browserStorage()): StoredContact | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ENQUIRY_CONTACT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { name, email, phone } = parsed as Record<string, unknown>;
    return typeof name === 'string' && typeof email === 'string' && typeof phone === 'string' ? { name, email, phone } : undefined;
  } catch {
    return undefined;
  }
}

export function saveSuccessCategory(category: string | undefined, storage: StorageLike | undefined = browserStorage()): void {
  if (!storage || !category) return;
  try {
    storage.setItem(ENQUIRY_SUCCESS_CATEGORY_KEY, category);
  } catch {
    // ignored: storage is a convenience
  }
}

export function loadSuccessCategory(storage: StorageLike | undefined = browserStorage()): string | undefined {
  try {
    return storage?.getItem(ENQUIRY_SUCCESS_CATEGORY_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** §3 "last enquired car": the car an accepted enquiry was about, as the form knew it. */
export interface LastEnquiredCar {
  car_id: string;
  car_type?: string;
  make?: string;
  model?: string;
  stock_number?: string;
  /** When it was enquired about (ISO 8601). */
  at: string;
}

export function saveLastEnquiredCar(
  values: { car_id?: string; car_type?: string; 'Vehicle Make'?: string; 'Vehicle Model'?: string; stock_number?: string },
  now: Date = new Date(),
  storage: StorageLike | undefined = browserStorage(),
): boolean {
  if (!storage || !values.car_id) return false;
  const car: LastEnquiredCar = {
    car_id: values.car_id,
    ...(values.car_type ? { car_type: values.car_type } : {}),
    ...(values['Vehicle Make'] ? { make: values['Vehicle Make'] } : {}),
    ...(values['Vehicle Model'] ? { model: values['Vehicle Model'] } : {}),
    ...(values.stock_number ? { stock_number: values.stock_number } : {}),
    at: now.toISOString(),
  };
  try {
    storage.setItem(LAST_ENQUIRED_CAR_KEY, JSON.stringify(car));
    return true;
  } catch {
    return false;
  }
}

export function loadLastEnquiredCar(storage: StorageLike | undefined = browserStorage()): LastEnquiredCar | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LAST_ENQUIRED_CAR_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return undefined;
    const car = parsed as Record<string, unknown>;
    return typeof car.car_id === 'string' && typeof car.at === 'string' ? (car as unknown as LastEnquiredCar) : undefined;
  } catch {
    return undefined;
  }
}

/** One key per form fill: the server stores a double submit once (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
