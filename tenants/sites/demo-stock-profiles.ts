/**
 * What kind of stock each demo site's generated feed holds (read by `@dealer/demo`). Data only:
 * the market, currency and finance provider come from the site definition itself; a site without
 * a profile here gets a generic one built from its `stock_makes`.
 */

/** Named model ranges of the demo catalogue (`@dealer/demo` provides one list for each). */
export type DemoStockCatalogue = 'kia' | 'toyota' | 'jeepRam' | 'usedMix';

export interface DemoStockProfile {
  /** Prefix of the generated car ids (`rk-00001`), unique across sites. */
  idPrefix: string;
  /** How many cars the feed holds. */
  count: number;
  /** Relative weights of new, demo and used cars. */
  typeMix: readonly (readonly ['new' | 'demo' | 'used', number])[];
  catalogue: DemoStockCatalogue;
  /** Share of the stock that is caravans, held at `caravanDealership`. */
  caravanShare: number;
  caravanDealership?: string;
  /** About 70% of used cars up to 6 years old are manufacturer certified (Toyota Certified). */
  certifiedUsed: boolean;
  /** `first-sales-location`: every car at the site's first sales location; `spread`: over all of them. */
  placement: 'first-sales-location' | 'spread';
  /** Paragraphs the dealer comments end with. */
  dealerLine: string;
  warrantyLine: string;
}

/** Keyed by site slug; the order is the order demo stock is seeded in. */
export const demoStockProfiles: Readonly<Record<string, DemoStockProfile>> = {
  'riverside-kia': {
    idPrefix: 'rk',
    count: 320,
    typeMix: [['new', 55], ['demo', 15], ['used', 30]],
    catalogue: 'kia',
    caravanShare: 0,
    certifiedUsed: false,
    placement: 'first-sales-location',
    dealerLine: 'Riverside Kia has been looking after Brisbane drivers for over 20 years. Visit our Milton showroom on Coronation Drive or call our sales team to book a test drive.',
    warrantyLine: 'Every new Kia comes with a 7 year unlimited kilometre warranty, 7 years capped price servicing and up to 8 years roadside assist.',
  },
  'southern-cross-motors': {
    idPrefix: 'scm',
    count: 380,
    typeMix: [['new', 4], ['demo', 6], ['used', 90]],
    catalogue: 'usedMix',
    caravanShare: 0.18,
    caravanDealership: 'southern-cross-caravans',
    certifiedUsed: false,
    placement: 'spread',
    dealerLine: 'Southern Cross Motors sells quality used cars across NSW and VIC, with free freight Australia-wide and a 48 hour money-back guarantee.',
    warrantyLine: 'Every vehicle passes a 140 point inspection and comes with a 3-year mechanical protection plan. Trade-ins welcome, finance available on the spot.',
  },
  'harbour-city-toyota': {
    idPrefix: 'hct',
    count: 260,
    typeMix: [['new', 45], ['demo', 10], ['used', 45]],
    catalogue: 'toyota',
    caravanShare: 0,
    certifiedUsed: true,
    placement: 'first-sales-location',
    dealerLine: 'Harbour City Toyota in Newmarket is Auckland’s home of new Toyotas and Toyota Certified used vehicles.',
    warrantyLine: 'Toyota Certified vehicles pass a 90 point inspection and include 1 year roadside assist and a Toyota warranty.',
  },
  'lone-star-jeep': {
    idPrefix: 'lsj',
    count: 300,
    typeMix: [['new', 60], ['demo', 5], ['used', 35]],
    catalogue: 'jeepRam',
    caravanShare: 0,
    certifiedUsed: false,
    placement: 'first-sales-location',
    dealerLine: 'Lone Star Jeep serves Austin and Central Texas with the largest Jeep and Ram inventory in the region.',
    warrantyLine: 'Ask about our lifetime powertrain coverage on select pre-owned vehicles. Plus tax, title and license.',
  },
};
