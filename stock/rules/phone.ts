import type { SiteConfig } from '@dealer/tenants';
import type { Car } from '../car/car';

/** §4: a phone shows its first 5 characters until the shopper reveals it. */
const VISIBLE_PHONE_CHARACTERS = 5;

type Phones = SiteConfig['phones'];

/** §9: the one dealer's sales phone override replaces a sales location's phone. */
export function salesPhone(site: { phones: Pick<Phones, 'salesOverride'> }, locationPhone: string | null | undefined): string | null {
  return site.phones.salesOverride ?? locationPhone ?? null;
}

/** §9 by car type: new, used, demo falling back to new. */
function phoneForType(phones: Phones, carType: Car['car_type']): string | undefined {
  if (carType === 'demo') return phones.demo ?? phones.new;
  return phones[carType];
}

/**
 * §9 phone choice: the site override, else the number for the car type, else the site's new/used
 * number, else the car's location phone (sales override applied). Null means no phone: §8 says the
 * caller warns and omits the button.
 */
export function carPhone(car: Pick<Car, 'car_type' | 'location'>, site: { phones: Phones }): string | null {
  const { phones } = site;
  return phones.override ?? phoneForType(phones, car.car_type) ?? phones.new ?? phones.used ?? salesPhone(site, car.location?.phone);
}

/** §4: masked after the first 5 characters until revealed; spaces are kept so the shape reads as a phone. */
export function maskPhone(phone: string, { revealed }: { revealed: boolean }): string {
  if (revealed) return phone;
  const shown = phone.slice(0, VISIBLE_PHONE_CHARACTERS);
  return shown + phone.slice(VISIBLE_PHONE_CHARACTERS).replace(/\S/g, 'X');
}

/** §4: after the reveal the phone is a tel: link (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
