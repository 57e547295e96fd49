import { z } from 'zod';

/**
 * The configuration of one dealer site (§1, §3 "Site config"), with the feature flags that §2 to §9
 * switch per site. Every value has a platform default (see defaults.ts), so a site only states what
 * differs; the merged result is always a complete, validated SiteConfig.
 */

export const templates = ['brand', 'group', 'standard'] as const;
export const locales = ['en-AU', 'en-NZ', 'en-US'] as const;
export const financeProviders = [
  'taurus',
  'powertorque',
  'ausloans',
  'angle',
  '360_finance',
  'nissan_finance',
  'manual',
] as const;
export const locationTypes = ['sales', 'service', 'parts', 'service-and-parts'] as const;
export const carTypes = ['new', 'demo', 'used'] as const;
/** §2: the finance pages "on some sites" besides /finance (web/finance; README "Lead delivery"). */
export const financeRouteNames = ['finance-enquiry', 'apply-for-finance', 'finance-pre-approval'] as const;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');
const url = z.url();
const phone = z.string().regex(/^[+(\d][\d\s()-]{5,}$/, 'Not a phone number');

export const openingHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6), // 0 Sunday to 6 Saturday (§3)
  status: z.enum(['Open', 'Closed']),
  open: z.string().optional(),
  close: z.string().optional(),
});

export const locationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug,
  dealership_slug: slug,
  location_type: z.enum(locationTypes),
  primary: z.boolean().default(false),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: z.number(),
    long: z.number(),
  }),
  phone,
  landline_phone: phone.optional(),
  opening_hours: z.array(openingHoursSchema).default([]),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
});

export const dealershipSchema = z.object({
  id: z.string().min(1),
  slug,
  name: z.string().min(1),
  manufacturers: z.array(z.string()).default([]),
  /**
   * New Zealand: the number the Registrar of Motor Vehicle Traders gives the trader on registration
   * (Motor Vehicle Sales Act 2003). The Consumer Information Notice states it on every used vehicle
   * (Consumer Information Standards (Used Motor Vehicles) Regulations 2008, Schedule).
   */
  motor_vehicle_trader_number: z.string().trim().min(1).max(40).optional(),
});

/**
 * United States: the warranty box the FTC Buyers Guide ticks for the site's used vehicles (16 CFR
 * Part 455, the Used Motor Vehicle Trade Regulation Rule, as amended in 2016). 'as-is' is the
 * "AS IS - NO DEALER WARRANTY" box of the form most states allow (Figure 1); 'implied-only' the
 * "IMPLIED WARRANTIES ONLY" box of the form for states that do not allow As Is sales (Figure 2);
 * 'dealer' the "DEALER WARRANTY" box, with the coverage the form asks for (full or limited, the
 * share of parts and labor the dealer pays, the systems covered and for how long).
 */
export const buyersGuideWarrantySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('as-is') }),
  z.object({ kind: z.literal('implied-only') }),
  z.object({
    kind: z.literal('dealer'),
    coverage: z.enum(['full', 'limited']),
    partsPercent: z.number().int().min(0).max(100),
    laborPercent: z.number().int().min(0).max(100),
    systems: z.array(z.string().trim().min(1).max(200)).min(1).max(30),
    duration: z.string().trim().min(1).max(200),
  }),
]);

/** The consumer law settings of a site's market; see stock/rules/consumer-law/README.md. */
export const consumerLawSchema = z.object({
  buyersGuideWarranty: buyersGuideWarrantySchema,
});

/** Per-site stock visibility rules (§9: "default stock visibility filter varies per site"). */
export const stockVisibilitySchema = z.object({
  /** The sold window (§4, §7): sold cars stay listed this many days. */
  include_sold_cars_days: z.number().int().min(0).max(14),
  carTypes: z.array(z.enum(carTypes)).min(1),
  inStockOnly: z.boolean(),
  requirePhotos: z.boolean(),
  priceAboveZeroWhenSortingByPriceAsc: z.boolean(),
});

export const phoneNumbersSchema = z.object({
  new: phone.optional(),
  used: phone.optional(),
  demo: phone.optional(),
  /** Replaces every car phone on the site when set (§9 phone choice). */
  override: phone.optional(),
  /** One dealer's sales phone override (§9). */
  salesOverride: phone.optional(),
});

export const featuresSchema = z.object({
  /** §6: authentication is off by default. */
  authentication: z.boolean(),
  /** §2: a signed-out visitor is sent to sign-in before checkout / finance. */
  gateCheckout: z.boolean(),
  gateFinance: z.boolean(),
  /** §6: favourites and compare stored without sign-in. */
  storeFavourites: z.boolean(),
  /** §5: favourite button needs price above 0 and an image on some sites. */
  favouriteNeedsPriceAndImage: z.boolean(),
  garage_enabled: z.boolean(),
  offers_subscription: z.boolean(),
  autograb: z.boolean(),
  autobot: z.boolean(),
  impel: z.boolean(),
  redbook: z.boolean(),
  /** §4 tag priority rule 2. */
  electricHybridTags: z.boolean(),
  /** §4: price hidden on cards when 0. */
  hidePriceWhenZero: z.boolean(),
  /** §5: enquiry message required unless disabled. */
  enquiryMessageRequired: z.boolean(),
  captcha: z.boolean(),
  /** §2: /cars/{slug}/checkout or /cars/{slug}/buy-online. */
  checkoutPath: z.enum(['checkout', 'buy-online']),
  /** §2: /checkout-journey?car_id=: used cars bought online, with the 14-day return (§4, §5, §9), on some sites. */
  buyOnline: z.boolean(),
  /** §4: make and weekly price range facets are single-select on some sites. */
  singleSelectFacets: z.array(z.enum(['make', 'weekly_price_range'])),
  /** §2: one brand group's search side panel: keyword box, city facet (limit 20), dealership facet (limit 40). */
  groupSearchPanel: z.boolean(),
  /** §2: slider overlay text for certain dealers. */
  sliderOverlay: z.enum(['none', 'Explore More', 'Discover More']),
  /** §4: promo cards rotate by position, then optionally shuffle. */
  shufflePromos: z.boolean(),
  /** §2: which of /finance-enquiry, /apply-for-finance and /finance-pre-approval this site serves (the others are its 404). */
  financeRoutes: z.array(z.enum(financeRouteNames)),
  /** §2: the regional flag: a car with a valuation code (has_nvic) gets /personalised/finance?car_id= as its finance page. */
  personalisedFinance: z.boolean(),
  /**
   * §2 car card buttons: 'standard' (Enquire Now, Get Finance) or 'quick' (Quick Enquiry, a dialog on
   * the card; Finance Quote; and Explore Vehicle), on the sites that use them.
   */
  cardButtons: z.enum(['standard', 'quick']),
  /** §2: an 'Email Us' dialog on location cards (a short enquiry to that location), on some sites. */
  emailUs: z.boolean(),
  /** §7: the trade-in tool also sends the shopper's valuation to POST /api/miscellaneous (`column_name: 'valuation'`), on some sites. */
  saveValuation: z.boolean(),
  /** §2: the vehicle page's 'Interested in this vehicle?' / Reserve Now panel (reserving by card, an instant trade-in price), on some dealers. */
  reservePanel: z.boolean(),
  /** §2 /parts/search: the parts and accessories search and the dealership search (§7), on sites that sell parts online. */
  partsSearch: z.boolean(),
  /** §2 the directory search for manufacturer/model (§7 directory search); /directory. */
  directorySearch: z.boolean(),
});

/** §4: one dealer's custom ad card at search position 9. */
export const searchAdCardSchema = z.object({
  title: z.string().min(1),
  text: z.string(),
  label: z.string().min(1),
  href: z.string().regex(/^\//, 'A path on this site'),
});

/**
 * Where a site's leads go (README "Lead delivery"): the dealer's ADF email, an optional CRM webhook
 * (its signing secret comes from the environment, never from config) and the shopper's
 * confirmation.
 */
const leadDeliverySchema = z.object({
  /** The dealer's lead inbox; unset means leads@{site slug}.localhost, the local mail server's demo inbox. */
  dealerEmail: z.email().optional(),
  crmWebhookUrl: url.optional(),
  shopperConfirmation: z.boolean(),
});

export const siteConfigSchema = z.object({
  slug,
  name: z.string().min(1),
  template: z.enum(templates),
  locale: z.enum(locales),
  /** Hosts that serve this site besides `{slug}.localhost`. */
  domains: z.array(z.string().min(1)),
  /** Default state (§1: qld). */
  state: z.string().min(2),
  override_city: z.string().optional(),
  dealership_slug: slug,
  dealership_id: z.string().min(1),
  dealerships: z.array(dealershipSchema).min(1),
  locations: z.array(locationSchema).min(1),
  manufacturer_name: z.string().optional(),
  stock_makes: z.array(z.string()),
  stock_count: z.number().int().min(0),
  offers_count: z.number().int().min(0),
  logo: z.object({ text: z.string(), url: z.string().optional() }),
  social: z.object({ youtube: url.optional(), facebook: url.optional(), instagram: url.optional() }),
  finance_provider: z.enum(financeProviders),
  /** §9: default calculator interest 10 (8.5 on one dealer group). */
  calculator_interest_rate: z.number().min(0).max(30),
  /** §9: reservation deposit default $200 ($0 hidden). */
  reservation_deposit: z.number().int().min(0),
  phones: phoneNumbersSchema,
  stockVisibility: stockVisibilitySchema,
  features: featuresSchema,
  searchAdCard: searchAdCardSchema.optional(),
  consumerLaw: consumerLawSchema,
  leadDelivery: leadDeliverySchema,
  copy: z.object({
    noPriceText: z.string(),
    tagline: z.string(),
    /** §5 "terms text on some sites": shown above the enquiry form's submit (a block's own terms win). */
    enquiryTerms: z.string().trim().min(1).max(2000).optional(),
    /** §5 "terms field may be added by config": the test-drive form asks the shopper to accept this. */
    testDriveTerms: z.string().trim().min(1).max(2000).optional(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** What a site definition may state before defaults are applied. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteLocation = z.infer<typeof locationSchema>;
export type Dealership = z.infer<typeof dealershipSchema>;
export type BuyersGuideWarranty = z.infer<typeof buyersGuideWarrantySchema>;
export type Template = (typeof templates)[number];
export type Locale = (typeof locales)[number];
