import type { BuyersGuideWarranty, MessageKey, SiteConfig } from '@dealer/tenants';
import type { Car, CarType } from '../../car/car';
import { isSold } from '../visibility';
import { consumerLawMarket } from './market';
import { fieldsToAskFor, textOrAsk, type NoticeField } from './notice-value';
import { sellingAddressLine, sellingDealership, sellingLocation } from './selling-location';

/**
 * United States: the FTC Used Car Buyers Guide a dealer must display on every used vehicle it
 * offers for sale, shown on the vehicle page and as a PDF.
 *
 * Source: [Rule] 16 CFR Part 455, the Used Motor Vehicle Trade Regulation Rule ("Used Car Rule"),
 * as amended by the FTC's final rule of 18 November 2016 (81 FR 81664, in force 27 January 2017):
 * § 455.1 duties and definitions, § 455.2 the window form (Figures 1 and 2 the front, Figure 3
 * the back), § 455.3 the form given to the buyer and made part of the contract, § 455.5 Spanish
 * language sales. Rows below cite the part of the form they come from.
 *
 * The legal Buyers Guide is the printed form on the vehicle. This online copy states the same
 * facts; the box titles are the form's own (AS IS - NO DEALER WARRANTY, IMPLIED WARRANTIES ONLY,
 * DEALER WARRANTY), every other sentence is plain wording of what the form says (see the messages
 * file) to be checked against the Figures before anyone relies on it as the form's text.
 */

/**
 * [Rule] § 455.1(d)(2): a "used vehicle" is any vehicle driven more than the limited use needed to
 * move or road test a new vehicle before delivery, so a demonstrator needs a Buyers Guide too.
 */
export const BUYERS_GUIDE_CAR_TYPES: readonly CarType[] = ['used', 'demo'];

export type BuyersGuideVehicleField = 'make' | 'model' | 'year' | 'vin' | 'stockNumber';
export type BuyersGuideDealerField = 'dealerName' | 'dealerAddress' | 'dealerPhone';

/** The warranty box as the form shows it: its title and what it means. */
export type BuyersGuideWarrantyBox =
  | { kind: 'as-is'; heading: MessageKey; body: MessageKey }
  | { kind: 'implied-only'; heading: MessageKey; body: MessageKey }
  | {
      kind: 'dealer';
      heading: MessageKey;
      body: MessageKey;
      coverage: MessageKey;
      partsPercent: number;
      laborPercent: number;
      systems: string[];
      duration: string;
    };

/** [Rule] § 455.2, Figures 1 and 2, "WARRANTIES FOR THIS VEHICLE": one box per kind of sale. */
export const WARRANTY_BOXES: Record<BuyersGuideWarranty['kind'], { heading: MessageKey; body: MessageKey }> = {
  // Figure 1: As Is, where state law allows it (Texas does). The 2016 amendment reworded this box's
  // explanation to say the dealer gives no warranty for repairs after sale.
  'as-is': { heading: 'buyersGuide.asIs', body: 'buyersGuide.asIsBody' },
  // Figure 2: for states that do not allow As Is sales; implied warranties under state law remain.
  'implied-only': { heading: 'buyersGuide.impliedOnly', body: 'buyersGuide.impliedOnlyBody' },
  // Figures 1 and 2: a dealer warranty, full or limited, with the share of parts and labor the
  // dealer pays, the systems covered and the duration; ask for the warranty document.
  dealer: { heading: 'buyersGuide.dealerWarranty', body: 'buyersGuide.dealerWarrantyBody' },
};

/** [Rule] § 455.2, Figures 1 and 2, under the title: the IMPORTANT notice about spoken promises. */
export const BUYERS_GUIDE_IMPORTANT: MessageKey = 'buyersGuide.important';

/** [Rule] § 455.2, Figures 1 and 2: the statements after the warranty boxes, in the form's order. */
export const BUYERS_GUIDE_STATEMENTS: readonly MessageKey[] = [
  // Front: ask the dealer if your mechanic can inspect the vehicle on or off the lot.
  'buyersGuide.inspection',
  // Front (added in 2016): get a vehicle history report and check for open safety recalls.
  'buyersGuide.history',
  // Front: see the other side for a list of major defects (Figure 3, the back of the form).
  'buyersGuide.defects',
  // § 455.3(b): the window form's information is part of the contract of sale and overrides any
  // contrary provision in it.
  'buyersGuide.contract',
];

/**
 * Front (added in 2016): the Spanish sentence telling a buyer to ask for the Spanish Buyers Guide
 * when the sale is conducted in Spanish (§ 455.5). Shown as an aside in Spanish (lang="es").
 */
export const BUYERS_GUIDE_SPANISH_NOTICE: MessageKey = 'buyersGuide.spanish';

export type BuyersGuideCar = Pick<Car, 'car_type' | 'sold' | 'status' | 'make' | 'model' | 'year' | 'vin' | 'stocknum' | 'dealership_slug' | 'location_id' | 'location' | 'state'>;
export type BuyersGuideSite = Pick<SiteConfig, 'locale' | 'consumerLaw' | 'dealerships' | 'dealership_slug' | 'locations' | 'state'>;

export interface BuyersGuide {
  important: MessageKey;
  warranty: BuyersGuideWarrantyBox;
  vehicle: NoticeField<BuyersGuideVehicleField>[];
  statements: MessageKey[];
  spanishNotice: MessageKey;
  dealer: NoticeField<BuyersGuideDealerField>[];
  /** Facts the form needs that the data could not supply (the guide shows "Ask the dealer"). */
  askDealer: (BuyersGuideVehicleField | BuyersGuideDealerField)[];
}

function warrantyBox(warranty: BuyersGuideWarranty): BuyersGuideWarrantyBox {
  const box = WARRANTY_BOXES[warranty.kind];
  if (warranty.kind !== 'dealer') return { kind: warranty.kind, ...box };
  return {
    kind: 'dealer',
    ...box,
    coverage: warranty.coverage === 'full' ? 'buyersGuide.fullWarranty' : 'buyersGuide.limitedWarranty',
    partsPercent: warranty.partsPercent,
    laborPercent: warranty.laborPercent,
    systems: [...warranty.systems],
    duration: warranty.duration,
  };
}

/**
 * The Buyers Guide for a car on a US site, or null where none is due: another market, a new car,
 * or a car no longer offered for sale (sold). The warranty comes from the site's
 * `consumerLaw.buyersGuideWarranty` (As Is by default).
 */
export function usBuyersGuide(car: BuyersGuideCar, site: BuyersGuideSite): BuyersGuide | null {
  if (consumerLawMarket(site) !== 'US' || !BUYERS_GUIDE_CAR_TYPES.includes(car.car_type) || isSold(car)) return null;
  const location = sellingLocation(car, site);
  const vehicle: NoticeField<BuyersGuideVehicleField>[] = [
    // Figures 1 and 2, top: VEHICLE MAKE, MODEL, YEAR, VEHICLE IDENTIFICATION NUMBER (VIN).
    { field: 'make', label: 'buyersGuide.make', value: textOrAsk(car.make) },
    { field: 'model', label: 'buyersGuide.model', value: textOrAsk(car.model) },
    { field: 'year', label: 'buyersGuide.year', value: { kind: 'year', year: car.year } },
    { field: 'vin', label: 'buyersGuide.vin', value: textOrAsk(car.vin) },
    // Figures 1 and 2, top: DEALER STOCK NUMBER, optional on the form, so left out when unknown.
    ...(car.stocknum?.trim() ? [{ field: 'stockNumber' as const, label: 'buyersGuide.stockNumber' as const, value: textOrAsk(car.stocknum) }] : []),
  ];
  const dealer: NoticeField<BuyersGuideDealerField>[] = [
    // Figure 3 (the back): DEALER NAME, ADDRESS, TELEPHONE (email optional; none in our config).
    { field: 'dealerName', label: 'buyersGuide.dealerName', value: textOrAsk(sellingDealership(car, site).name) },
    { field: 'dealerAddress', label: 'buyersGuide.dealerAddress', value: textOrAsk(sellingAddressLine(location)) },
    { field: 'dealerPhone', label: 'buyersGuide.dealerPhone', value: textOrAsk(location.phone) },
  ];
  return {
    important: BUYERS_GUIDE_IMPORTANT,
    warranty: warrantyBox(site.consumerLaw.buyersGuideWarranty),
    vehicle,
    statements: [...BUYERS_GUIDE_STATEMENTS],
    spanishNotice: BUYERS_GUIDE_SPANISH_NOTICE,
    dealer,
    askDealer: [...fieldsToAskFor(vehicle), ...fieldsToAskFor(dealer)],
  };
}
