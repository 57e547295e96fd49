import type { SiteConfig } from './site-config';

/** Fields every site must state itself; everything else has a platform default. */
export type SiteIdentityKey =
  | 'slug'
  | 'name'
  | 'template'
  | 'dealership_slug'
  | 'dealership_id'
  | 'dealerships'
  | 'locations'
  | 'logo';

export type PlatformDefaults = Omit<SiteConfig, SiteIdentityKey>;

/** Platform defaults, each from the spec section that names it. */
export const platformDefaults: PlatformDefaults = {
  locale: 'en-AU', // §1
  domains: [],
  state: 'qld', // §1
  stock_makes: [],
  stock_count: 0,
  offers_count: 0,
  social: {},
  finance_provider: 'manual',
  calculator_interest_rate: 10, // §9
  reservation_deposit: 200, // §9
  phones: {},
  stockVisibility: {
    include_sold_cars_days: 3, // §4
    carTypes: ['new', 'demo', 'used'],
    inStockOnly: false,
    requirePhotos: false,
    priceAboveZeroWhenSortingByPriceAsc: false,
  },
  features: {
    authentication: false, // §6
    gateCheckout: false,
    gateFinance: false,
    storeFavourites: true,
    favouriteNeedsPriceAndImage: false,
    garage_enabled: false,
    offers_subscription: false,
    autograb: false,
    autobot: false,
    impel: false,
    redbook: false,
    electricHybridTags: true,
    hidePriceWhenZero: false,
    enquiryMessageRequired: true, // §5
    captcha: true, // §5
    checkoutPath: 'checkout',
    buyOnline: false,
    singleSelectFacets: [],
    groupSearchPanel: false, // §2: one brand group only
    sliderOverlay: 'none',
    shufflePromos: false,
    financeRoutes: [], // §2: "on some sites"
    personalisedFinance: false,
    cardButtons: 'standard', // §2: Enquire Now and Get Finance
    emailUs: false, // §2: "on some sites"
    saveValuation: false, // §7: "some sites"
    reservePanel: false, // §2: "some dealers"
    partsSearch: false, // §2 /parts/search: on the sites that sell parts
    directorySearch: true, // §2 the manufacturer/model directory: every site has models
  },
  // 16 CFR 455: a US site's used cars are sold As Is unless the site says otherwise; only en-US
  // sites show a Buyers Guide (stock/rules/consumer-law/us-buyers-guide.ts).
  consumerLaw: { buyersGuideWarranty: { kind: 'as-is' } },
  leadDelivery: { shopperConfirmation: true },
  copy: {
    noPriceText: 'Enquire for price.', // §4
    tagline: 'Find your next vehicle',
  },
};
