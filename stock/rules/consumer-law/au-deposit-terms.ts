import type { SiteConfig } from '@dealer/tenants';
import type { Car, CarType } from '../../car/car';
import { reservationOffer, type ReservationOffer } from '../reservation';
import { consumerLawMarket } from './market';
import { sellingLocation, type SellingLocationCar, type SellingLocationSite } from './selling-location';

/**
 * Australia: the terms shown before a shopper pays the Reserve Online deposit and in the receipt
 * (see this folder's README): the §9 deposit (held 48 hours, 100% refundable; see
 * ../reservation.ts) and the statutory cooling-off right for a car bought from a dealer in the
 * dealer's state.
 *
 * The deposit is a refundable hold, not a contract of sale: a state's cooling-off period runs
 * from the signing of the contract with the dealer, which the reservation does not replace.
 *
 * One row per state or territory. A state is filled in only where the platform's authors were
 * confident of the right (each row names its Act and where the facts come from); every other
 * state says "Ask the dealer about cooling-off rights in your state" rather than guess. Amounts
 * a dealer may keep on cancellation are not shown (they differ by state and change), only that
 * the Act allows one. See README.md in this folder for what to check with a lawyer.
 */

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

/** The cooling-off right for one kind of car in one state. */
export type CoolingOffRule =
  | {
      kind: 'period';
      businessDays: number;
      /** "Clear" business days: the day the contract is signed does not count. */
      clearDays: boolean;
      /** NSW: only when the purchase is financed by credit the dealer provides or arranges. */
      onlyWithDealerFinance: boolean;
      /** The buyer may give up the right in writing. */
      waivable: boolean;
      /** What ends the right early: taking delivery, or signing the loss-of-right form at delivery. */
      endsEarly: 'onDelivery' | 'onSignedDelivery' | null;
    }
  | { kind: 'none' }
  | { kind: 'askDealer' };

export interface StateCoolingOff {
  /** The Act that gives (or does not give) the right; null where we state nothing. */
  act: string | null;
  byCarType: Record<CarType, CoolingOffRule>;
}

const ASK: CoolingOffRule = { kind: 'askDealer' };
const askEverywhere: StateCoolingOff = { act: null, byCarType: { new: ASK, demo: ASK, used: ASK } };

/** Cooling-off rights by state: one table, each row with its source. */
export const AU_COOLING_OFF: Record<AuState, StateCoolingOff> = {
  // Sale of Motor Vehicles Act 1977 (ACT) s 25B: a purchaser (not a dealer or a corporation) may
  // end an agreement for the sale of a motor vehicle by written notice within 3 clear business
  // days of signing; the right ceases if, immediately before accepting delivery, the purchaser
  // signs the approved loss-of-right form; the dealer may keep a sum the section sets. New and
  // used alike. Read from the consolidated Act (AustLII); confirm it is the current version.
  ACT: (() => {
    const period: CoolingOffRule = { kind: 'period', businessDays: 3, clearDays: true, onlyWithDealerFinance: false, waivable: false, endsEarly: 'onSignedDelivery' };
    return { act: 'Sale of Motor Vehicles Act 1977 (ACT)', byCarType: { new: period, demo: period, used: period } };
  })(),
  // Motor Dealers and Repairers Act 2013 (NSW), Part 4 (cooling-off period), with the Motor
  // Dealers and Repairers Regulation's prescribed notice in the contract: 1 business day (ending
  // 5 pm on the dealer's next business day) for a new or used vehicle whose purchase is financed
  // by linked credit (finance the dealer provides or arranges); waivable in writing; written
  // notice to cancel; the dealer may keep a termination amount (s 84 returns the rest). No
  // cooling-off for a cash purchase. NSW Fair Trading guidance; section numbers not checked.
  NSW: (() => {
    const period: CoolingOffRule = { kind: 'period', businessDays: 1, clearDays: false, onlyWithDealerFinance: true, waivable: true, endsEarly: null };
    return { act: 'Motor Dealers and Repairers Act 2013 (NSW)', byCarType: { new: period, demo: period, used: period } };
  })(),
  // Not researched: ask.
  NT: askEverywhere,
  // Motor Dealers and Chattel Auctioneers Act 2014 (Qld): a used vehicle bought from a licensed
  // motor dealer has a cooling-off period of 1 business day (ending 5 pm on the dealer's next
  // business day); taking the vehicle (other than for a test drive or an inspection) ends it;
  // written notice to cancel; the dealer may keep part of the deposit (Queensland Government
  // consumer and business guidance). No cooling-off for new vehicles. Whether a demonstrator is a
  // "used" vehicle under the Act depends on its registration history: asked.
  QLD: {
    act: 'Motor Dealers and Chattel Auctioneers Act 2014 (Qld)',
    byCarType: {
      new: { kind: 'none' },
      demo: ASK,
      used: { kind: 'period', businessDays: 1, clearDays: false, onlyWithDealerFinance: false, waivable: false, endsEarly: 'onDelivery' },
    },
  },
  // Not researched (the Second-hand Vehicle Dealers Act 1995 (SA) may give one): ask.
  SA: askEverywhere,
  // Not researched: ask.
  TAS: askEverywhere,
  // Motor Car Traders Act 1986 (Vic): a new or used car bought from a licensed motor car trader
  // has a cooling-off period of 3 clear business days after signing; accepting delivery during it
  // ends the right (contracts from 3 November 2014); notice in writing; the trader may keep an
  // amount the Act sets (Consumer Affairs Victoria guidance). There is none for a purchase in a
  // company's name or of a commercial vehicle: the feed does not say which cars are commercial
  // vehicles, so the shopper is shown the general right (see README.md).
  VIC: (() => {
    const period: CoolingOffRule = { kind: 'period', businessDays: 3, clearDays: true, onlyWithDealerFinance: false, waivable: false, endsEarly: 'onDelivery' };
    return { act: 'Motor Car Traders Act 1986 (Vic)', byCarType: { new: period, demo: period, used: period } };
  })(),
  // Not researched: ask.
  WA: askEverywhere,
};

const STATE_NAMES: Record<string, AuState> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
};

/** 'nsw', 'NSW', 'New South Wales' -> 'NSW'; anything else (or nothing) -> null. */
export function auState(text: string | null | undefined): AuState | null {
  const value = text?.trim();
  if (!value) return null;
  const upper = value.toUpperCase();
  return (AU_STATES as readonly string[]).includes(upper) ? (upper as AuState) : (STATE_NAMES[value.toLowerCase()] ?? null);
}

export type CoolingOffTerms =
  | ({ state: AuState; act: string } & Extract<CoolingOffRule, { kind: 'period' }>)
  | { kind: 'none'; state: AuState; act: string }
  | { kind: 'askDealer'; state: AuState | null };

export interface AuDepositTerms {
  /** §9: the deposit, held 48 hours, 100% refundable. */
  deposit: ReservationOffer;
  coolingOff: CoolingOffTerms;
}

export type DepositTermsCar = Pick<Car, 'car_type'> & SellingLocationCar;
export type DepositTermsSite = Pick<SiteConfig, 'locale' | 'reservation_deposit'> & SellingLocationSite;

/** The cooling-off terms for a car sold from a yard in `state` (null: unknown state, asked). */
export function coolingOffTerms(state: AuState | null, carType: CarType): CoolingOffTerms {
  if (!state) return { kind: 'askDealer', state: null };
  const row = AU_COOLING_OFF[state];
  const rule = row.byCarType[carType];
  if (rule.kind === 'askDealer' || !row.act) return { kind: 'askDealer', state };
  return { ...rule, state, act: row.act };
}

/**
 * The deposit and cooling-off terms for a car on an Australian site, or null on another market's
 * site or where the site takes no deposit (§9: $0 hides Reserve Now). The state is the selling
 * yard's (a group with NSW and VIC yards gets each car's own), else the site's default (§1).
 */
export function auDepositTerms(car: DepositTermsCar, site: DepositTermsSite): AuDepositTerms | null {
  if (consumerLawMarket(site) !== 'AU') return null;
  const deposit = reservationOffer(site);
  if (!deposit) return null;
  const state = auState(sellingLocation(car, site).state) ?? auState(site.state);
  return { deposit, coolingOff: coolingOffTerms(state, car.car_type) };
}
