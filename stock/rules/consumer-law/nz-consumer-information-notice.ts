import type { MessageKey, SiteConfig } from '@dealer/tenants';
import type { Car, CarType } from '../../car/car';
import { parseFeedDate, priceDisplay, type PriceSite } from '../price-display';
import { isSold } from '../visibility';
import { consumerLawMarket } from './market';
import { ASK_DEALER, fieldsToAskFor, textOrAsk, type NoticeField, type NoticeValue } from './notice-value';
import { sellingAddressLine, sellingDealership, sellingLocation, type SellingLocation } from './selling-location';

/**
 * New Zealand: the Consumer Information Notice (CIN) a motor vehicle trader must display on every
 * used motor vehicle it offers for sale, online listings included.
 *
 * Sources, cited per row below:
 * - [Regs] Consumer Information Standards (Used Motor Vehicles) Regulations 2008 (SR 2008/112),
 *   made under section 27 of the Fair Trading Act 1986; the Schedule sets out the information the
 *   notice must carry. Enforced by the Commerce Commission.
 * - [MVSA] Motor Vehicle Sales Act 2003: trader registration, the definition of a used motor
 *   vehicle, the buyer's written acknowledgement of the notice, the Motor Vehicle Disputes
 *   Tribunal (s 89).
 * - [CGA] Consumer Guarantees Act 1993 (acceptable quality s 6, fitness for purpose s 8,
 *   compliance with description s 9).
 *
 * Field labels and statements are plain wording, not the Schedule's text or the printed form's:
 * see the messages in tenants/locale/consumer-law-messages.ts.
 */

/**
 * [MVSA] The notice is for used motor vehicles. Demonstrators are left out until someone checks
 * the Act's definition of "used motor vehicle" against how NZ dealers register demos (noted in
 * the folder's README); new cars never carry a CIN.
 */
export const CIN_CAR_TYPES: readonly CarType[] = ['used'];

export type CinField =
  | 'traderName'
  | 'traderAddress'
  | 'traderPhone'
  | 'traderNumber'
  | 'cashPrice'
  | 'securityInterest'
  | 'make'
  | 'model'
  | 'year'
  | 'registrationPlate'
  | 'vin'
  | 'odometer'
  | 'firstRegisteredInNz'
  | 'registeredOverseas'
  | 'licenceExpiry'
  | 'wofExpiry';

export type CinGroup = 'trader' | 'sale' | 'vehicle';

export type CinCar = Pick<
  Car,
  | 'car_type' | 'sold' | 'status' | 'make' | 'model' | 'year' | 'vin' | 'regplate' | 'km' | 'rego_expiry'
  | 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'preorder'
  | 'dealership_slug' | 'location_id' | 'location' | 'state'
>;
export type CinSite = Pick<SiteConfig, 'locale' | 'dealerships' | 'dealership_slug' | 'locations' | 'state'> & PriceSite;

interface CinInput {
  car: CinCar;
  site: CinSite;
  now: Date;
  trader: SiteConfig['dealerships'][number];
  location: SellingLocation;
}

interface CinRule {
  field: CinField;
  group: CinGroup;
  label: MessageKey;
  value(input: CinInput): NoticeValue;
}

/** The §4 price as the vehicle page shows it (reduced price first); anything that is not a price is asked for. */
function cashPrice({ car, site }: CinInput): NoticeValue {
  const price = priceDisplay(car, site, { surface: 'detail' });
  return price.kind === 'price' ? { kind: 'price', amount: price.amount } : ASK_DEALER;
}

function licenceExpiry({ car, now }: CinInput): NoticeValue {
  const date = car.rego_expiry ? parseFeedDate(car.rego_expiry) : null;
  return date ? { kind: 'date', date, past: date.getTime() <= now.getTime() } : ASK_DEALER;
}

/** The notice, row by row, in the Schedule's order of topics: trader, sale, vehicle. */
export const CIN_RULES: readonly CinRule[] = [
  // [Regs] Schedule, "Motor vehicle trader's name, address, and contact information": the name
  // and address must be stated; other contact details are the trader's choice (we give the phone).
  { field: 'traderName', group: 'trader', label: 'cin.traderName', value: ({ trader }) => textOrAsk(trader.name) },
  { field: 'traderAddress', group: 'trader', label: 'cin.traderAddress', value: ({ location }) => textOrAsk(sellingAddressLine(location)) },
  { field: 'traderPhone', group: 'trader', label: 'cin.traderPhone', value: ({ location }) => textOrAsk(location.phone) },
  // [Regs] Schedule, "Motor vehicle trader registration number": the number or other unique
  // identifier given on registration under [MVSA]; site config `dealerships[].motor_vehicle_trader_number`.
  { field: 'traderNumber', group: 'trader', label: 'cin.traderNumber', value: ({ trader }) => textOrAsk(trader.motor_vehicle_trader_number) },

  // [Regs] Schedule, "Cash price": the total cash price including GST and any registration and
  // licensing costs needed to use the vehicle on the road (auction and tender sales say so
  // instead; this platform sells neither way). The feed's price for an NZ used car must therefore
  // be that total: the §4 price display's amount is shown as it stands.
  { field: 'cashPrice', group: 'sale', label: 'cin.cashPrice', value: cashPrice },
  // [Regs] Schedule, "Security interest": whether a security interest over the vehicle is recorded
  // on the PPSR (Personal Property Securities Act 1999), consistent with the register. The feed
  // has no such field, so the notice asks.
  { field: 'securityInterest', group: 'sale', label: 'cin.securityInterest', value: () => ASK_DEALER },

  // [Regs] Schedule, "Make and model".
  { field: 'make', group: 'vehicle', label: 'cin.make', value: ({ car }) => textOrAsk(car.make) },
  { field: 'model', group: 'vehicle', label: 'cin.model', value: ({ car }) => textOrAsk(car.model) },
  // [Regs] Schedule: the vehicle's year. The feed's `year` is shown; for vehicles first
  // registered after 2007 the Regulations mean the year of first registration anywhere in the
  // world (Automobile Association guidance), which the dealer's feed is expected to give.
  { field: 'year', group: 'vehicle', label: 'cin.year', value: ({ car }) => ({ kind: 'year', year: car.year }) },
  // [Regs] Schedule: the registration plate number and the VIN (or chassis number when it has none).
  { field: 'registrationPlate', group: 'vehicle', label: 'cin.registrationPlate', value: ({ car }) => textOrAsk(car.regplate) },
  { field: 'vin', group: 'vehicle', label: 'cin.vin', value: ({ car }) => textOrAsk(car.vin) },
  // [Regs] Schedule: the odometer reading. A used car at 0 km is a feed without a reading: asked for.
  { field: 'odometer', group: 'vehicle', label: 'cin.odometer', value: ({ car }) => (car.km > 0 ? { kind: 'distance', km: car.km } : ASK_DEALER) },
  // [Regs] Schedule: the year first registered in New Zealand, and whether the vehicle was
  // registered overseas before that (an import). Neither is in the feed: asked for.
  { field: 'firstRegisteredInNz', group: 'vehicle', label: 'cin.firstRegisteredInNz', value: () => ASK_DEALER },
  { field: 'registeredOverseas', group: 'vehicle', label: 'cin.registeredOverseas', value: () => ASK_DEALER },
  // [Regs] Schedule: when the vehicle licence ("rego") and the warrant (or certificate) of fitness
  // expire. The feed's `rego_expiry` is the licence; a past date is shown as expired, not hidden
  // (unlike §4's price-area rego line). No WoF date in the feed: asked for.
  { field: 'licenceExpiry', group: 'vehicle', label: 'cin.licenceExpiry', value: licenceExpiry },
  { field: 'wofExpiry', group: 'vehicle', label: 'cin.wofExpiry', value: () => ASK_DEALER },
];

/** The statements under the fields, in this order. */
export const CIN_STATEMENTS: readonly MessageKey[] = [
  // Ours: what "Ask the dealer" means on this online copy.
  'cin.statement.askDealer',
  // [Regs] Schedule, "Security interest": what the PPSR is and where to search it (ppsr.govt.nz).
  'cin.statement.securityInterest',
  // [MVSA] as the Motor Vehicle Traders Register's guidance puts it: a buyer from a registered
  // trader takes the vehicle free of security interests unless one is disclosed on the CIN and
  // the buyer goes ahead. Plain wording; check against the Act before relying on it.
  'cin.statement.freeOfSecurity',
  // [CGA] ss 6, 8, 9: the guarantees a consumer has when buying from a trader.
  'cin.statement.consumerGuarantees',
  // [MVSA] s 89: the Motor Vehicle Disputes Tribunal hears claims about vehicles sold by traders.
  'cin.statement.disputes',
  // [MVSA]: the Motor Vehicle Traders Register is public (consumerprotection.govt.nz).
  'cin.statement.register',
  // [MVSA]/[Regs]: the trader obtains the buyer's written acknowledgement that they received a
  // copy of the notice, before the sale (motortraders.govt.nz, traders' responsibilities).
  'cin.statement.acknowledge',
];

const GROUP_HEADINGS: Record<CinGroup, MessageKey> = {
  trader: 'cin.group.trader',
  sale: 'cin.group.sale',
  vehicle: 'cin.group.vehicle',
};

export interface ConsumerInformationNotice {
  groups: { group: CinGroup; heading: MessageKey; fields: NoticeField<CinField>[] }[];
  statements: MessageKey[];
  /** The facts the data could not supply, for the dealer to complete (the notice shows "Ask the dealer"). */
  askDealer: CinField[];
}

/**
 * The CIN for a car on a New Zealand site, or null where none is due: another market, a new (or
 * demo) car, or a car no longer offered for sale (sold).
 */
export function nzConsumerInformationNotice(car: CinCar, site: CinSite, { now }: { now: Date }): ConsumerInformationNotice | null {
  if (consumerLawMarket(site) !== 'NZ' || !CIN_CAR_TYPES.includes(car.car_type) || isSold(car)) return null;
  const input: CinInput = { car, site, now, trader: sellingDealership(car, site), location: sellingLocation(car, site) };
  const fields = CIN_RULES.map((rule) => ({ group: rule.group, field: { field: rule.field, label: rule.label, value: rule.value(input) } }));
  const groups = (Object.keys(GROUP_HEADINGS) as CinGroup[]).map((group) => ({
    group,
    heading: GROUP_HEADINGS[group],
    fields: fields.filter((row) => row.group === group).map((row) => row.field),
  }));
  return { groups, statements: [...CIN_STATEMENTS], askDealer: fieldsToAskFor(fields.map((row) => row.field)) };
}
