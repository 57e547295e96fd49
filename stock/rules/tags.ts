import type { SiteConfig } from '@dealer/tenants';
import type { Car } from '../car/car';
import type { RuleMessageKey } from './messages';
import { isToyotaCertified } from './toyota-certified';
import { isAvailable, isSoldWithinWindow } from './visibility';

/** §9: a car is tagged new for 8 days after it was created. */
const NEW_TAG_DAYS = 8;
const MS_PER_DAY = 86_400_000;

/** A label must be one of the rule messages (a typo fails to compile). */
type Label<K extends RuleMessageKey> = K;

/** The one badge a car card shows (§4 card tag priority); null is rule 8, no tag. */
export type CardTag =
  | { rule: 1; kind: 'sold'; label: Label<'tag.justSold' | 'tag.sold'> }
  | { rule: 2; kind: 'electric'; label: Label<'tag.electric'> }
  | { rule: 2; kind: 'hybrid'; label: Label<'tag.hybrid'> }
  | { rule: 3; kind: 'reserved'; label: Label<'tag.reserved'> }
  | { rule: 4; kind: 'toyotaCertified'; label: Label<'tag.toyotaCertified'> }
  | { rule: 5; kind: 'custom'; text: string }
  | { rule: 6; kind: 'comingSoon'; label: Label<'tag.comingSoon'> }
  | { rule: 7; kind: 'new'; label: Label<'tag.newArrival'> };

export type TagCar = Pick<
  Car,
  'status' | 'sold' | 'sold_date_timestamp' | 'fuel' | 'simple_fuel' | 'reserved' | 'make' | 'certified' | 'tag' | 'created_at'
>;
export type TagSite = Pick<SiteConfig, 'stockVisibility'> & { features: Pick<SiteConfig['features'], 'electricHybridTags'> };

/** §4 rule 2: hybrid when the fuel names hybrid or electric with petrol/diesel, electric when only electric. */
export function powertrainTag(car: Pick<Car, 'fuel' | 'simple_fuel'>): 'electric' | 'hybrid' | null {
  const fuel = [car.simple_fuel, car.fuel].filter(Boolean).join(' ').toLowerCase();
  const electric = /electric|\bb?ev\b/.test(fuel);
  if (/hybrid|\bphev\b/.test(fuel) || (electric && /petrol|diesel|unleaded/.test(fuel))) return 'hybrid';
  return electric ? 'electric' : null;
}

/** §4 rule 7: created within the last 8 days. */
export function isNewArrival(car: Pick<Car, 'created_at'>, { now }: { now: Date }): boolean {
  const created = Date.parse(car.created_at);
  return !Number.isNaN(created) && now.getTime() - created < NEW_TAG_DAYS * MS_PER_DAY;
}

/** §4 card tag priority: the first of the 8 rules that applies ('Just Sold' inside the sold window). */
export function cardTag(car: TagCar, site: TagSite, { now }: { now: Date }): CardTag | null {
  if (!isAvailable(car)) {
    return { rule: 1, kind: 'sold', label: isSoldWithinWindow(car, site, { now }) ? 'tag.justSold' : 'tag.sold' };
  }
  const powertrain = site.features.electricHybridTags ? powertrainTag(car) : null;
  if (powertrain === 'electric') return { rule: 2, kind: 'electric', label: 'tag.electric' };
  if (powertrain === 'hybrid') return { rule: 2, kind: 'hybrid', label: 'tag.hybrid' };
  if (car.reserved) return { rule: 3, kind: 'reserved', label: 'tag.reserved' };
  if (isToyotaCertified(car)) return { rule: 4, kind: 'toyotaCertified', label: 'tag.toyotaCertified' };
  if (car.tag) return { rule: 5, kind: 'custom', text: car.tag };
  if (car.status === 'coming_soon') return { rule: 6, kind: 'comingSoon', label: 'tag.comingSoon' };
  if (isNewArrival(car, { now })) return { rule: 7, kind: 'new', label: 'tag.newArrival' };
  return null;
}
