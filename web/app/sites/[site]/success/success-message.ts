import { CAREERS_CATEGORY, REQUEST_PHOTOS_CATEGORY, TEST_DRIVE_CATEGORY, VEHICLE_ENQUIRY_CATEGORY } from '@dealer/leads';
import type { MessageKey } from '@dealer/tenants';

/** What /success says (§2), by the success category the form saved (§3, §4), and whether it names the car. */
export interface SuccessWords {
  key: MessageKey;
  /** The message takes the car's name ({car}). */
  namesCar: boolean;
}

const BY_CATEGORY: Record<string, MessageKey> = {
  Sales: 'success.sales',
  Service: 'success.service',
  Parts: 'success.parts',
  Finance: 'success.finance',
  [CAREERS_CATEGORY]: 'success.careers',
  [TEST_DRIVE_CATEGORY]: 'success.testDrive',
  [REQUEST_PHOTOS_CATEGORY]: 'success.photos',
};

/**
 * The words for a category. `?type=test-drive` is how the multi-step test drive has always landed
 * here (§4); an enquiry about a car names it when the site still lists it; any other category (or
 * none, or one made up in the address) gets the general thanks.
 */
export function successWords(query: { category?: string | null; type?: string | null }, carFound: boolean): SuccessWords {
  if (query.type === 'test-drive') return { key: 'success.testDrive', namesCar: false };
  const category = query.category?.trim() ?? '';
  if (category === VEHICLE_ENQUIRY_CATEGORY) return carFound ? { key: 'success.vehicle', namesCar: true } : { key: 'success.vehicleUnnamed', namesCar: false };
  return { key: BY_CATEGORY[category] ?? 'success.enquiry', namesCar: false };
}

/** A car id from the address worth looking up: a short run of id characters, else none. */
export function successCarId(value: string | string[] | undefined): string | null {
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[A-Za-z0-9_.:-]{1,64}$/.test(id) ? id : null;
}
