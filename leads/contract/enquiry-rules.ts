/**
 * The enquiry form's plain rules (§3 values, §5, §9 events): constants and small functions with no
 * zod, so a client island can use them without shipping the schema library. The schema that both
 * the browser and POST /api/enquiries parse with is in enquiry.ts.
 */

export const GENERAL_ENQUIRY = 'General Enquiry';
export const CAREERS_CATEGORY = 'Careers';
export const CAREER_SUBCATEGORY = 'Career Enquiry';
export const DEFAULT_ENQUIRY_CATEGORIES = [GENERAL_ENQUIRY, 'Sales', 'Service', 'Parts', 'Finance', CAREERS_CATEGORY] as const;

/** §9 tracking event ids for an enquiry. */
export const ENQUIRY_TRACKING_EVENTS = { generalEnquiry: 22, careers: 51, newCar: 14, usedCar: 15, testDrive: 17, usedTestDrive: 48 } as const;
/** The category of a test-drive booking (§2 multi-step test-drive form): its message is optional (§5). */
export const TEST_DRIVE_CATEGORY = 'Test Drive';
/** §9: a car with this tag can only be test driven, so its enquiries count as test drives (event 17). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
/** §3 success category of an enquiry about one car (the vehicle page, the card's Quick Enquiry). */
export const VEHICLE_ENQUIRY_CATEGORY = 'Vehicle Enquiry';
/** §3 success category of the request-photos form. */
export const REQUEST_PHOTOS_CATEGORY = 'Request Photos';
/** §5 request-photos form: the hidden message it always sends. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car';
/**
 * A field no person sees or fills (a honeypot): a bot that fills every input fills this one
 * too, and its lead is answered like any other but never stored or delivered.
 */
export const HONEYPOT_FIELD = 'website';

export interface EnquiryOption {
  value: string;
  label: string;
}

/** §3 location_type as the dealership select filters by it: 'service-and-parts' counts as both. */
export const ENQUIRY_LOCATION_TYPES = ['sales', 'service', 'parts'] as const;
export type EnquiryLocationType = (typeof ENQUIRY_LOCATION_TYPES)[number];

/** A dealership in the preferred dealership select, with what §5's filters read. */
export interface DealershipOption extends EnquiryOption {
  /** The makes it is a dealer for (§3 manufacturers); empty: no franchise (a used-car yard). */
  makes?: string[];
  /** What its locations do (§3 location_type; empty means sales). */
  locationTypes?: EnquiryLocationType[];
}

/** What decides the §5 rules for one site: plain data, so it crosses from server to client island. */
export interface EnquiryFormRules {
  /** §5: message required unless the site flag `features.enquiryMessageRequired` is false. */
  messageRequired: boolean;
  /** The site's locations; the location select is shown, and required, when there is more than one. */
  locations: EnquiryOption[];
  /** The site's dealerships; the preferred dealership select is required when there is more than one. */
  dealerships: DealershipOption[];
  /** §5 "terms text on some sites": the site's enquiry terms, shown above submit (a block's own win). */
  terms?: string | null;
  /** §5 "terms field may be added by config": the test-drive form asks the shopper to accept these. */
  testDriveTerms?: string | null;
}

export const enquiryMessageKeys = ['name', 'email', 'phone', 'message', 'category', 'location', 'dealership', 'rego', 'tooLong'] as const;
export type EnquiryErrorMessages = Record<(typeof enquiryMessageKeys)[number], string>;

/** Field order: the form's inputs and the 'Please fix the following errors:' list follow it. */
export const ENQUIRY_FIELD_ORDER = ['category', 'dealership_slug', 'location', 'name', 'email', 'phone', 'Rego', 'message', 'opt_in'] as const;

/** 8 to 15 digits, with spaces, brackets, hyphens and a leading + allowed (AU, NZ and US numbers). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** A registration plate: letters and digits, optionally one space or hyphen between groups, at most 10 characters. */
export function isRego(value: string): boolean {
  return value.length <= 10 && /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/i.test(value);
}

/** §5: the preferred dealership select auto-picks the only option when there is exactly one. */
export function autoPickedDealership(dealerships: readonly EnquiryOption[]): string {
  return dealerships.length === 1 ? dealerships[0]!.value : '';
}

/** What the preferred dealership select is narrowed to: the car's make or the block's manufacturer, and a location type. */
export interface DealershipFilter {
  make?: string | null;
  locationType?: EnquiryLocationType | null;
}

/**
 * §5: "it can filter by make and location type". The dealerships that are dealers for the make
 * (when any is) and have a location of the type (when any has); a filter that would leave none is
 * not applied, so the select never offers nothing. One left is then auto-picked.
 */
export function filterDealerships<T extends DealershipOption>(dealerships: readonly T[], filter: DealershipFilter = {}): T[] {
  const make = filter.make?.trim().toLowerCase();
  const type = filter.locationType;
  const narrow = (options: readonly T[], keep: (option: T) => boolean): T[] => {
    const kept = options.filter(keep);
    return kept.length > 0 ? kept : [...options];
  };
  const byMake = make ? narrow(dealerships, (option) => (option.makes ?? []).some((name) => name.trim().toLowerCase() === make)) : [...dealerships];
  return type ? narrow(byMake, (option) => (option.locationTypes ?? ['sales']).includes(type)) : byMake;
}

/** The location types a §3 location_type stands for ('service-and-parts' is both; empty is sales). */
export function enquiryLocationTypes(locationType: string | null | undefined): EnquiryLocationType[] {
  if (locationType === 'service-and-parts') return ['service', 'parts'];
  return (ENQUIRY_LOCATION_TYPES as readonly string[]).includes(locationType ?? '') ? [locationType as EnquiryLocationType] : ['sales'];
}

/** §5: the location select is shown (and so required) when the site has more than one location and the block shows it. */
export function locationShown(rules: Pick<EnquiryFormRules, 'locations'>, showLocation = true): boolean {
  return showLocation && rules.locations.length > 1;
}

/** §5: the preferred dealership select is shown (and required) when there are several dealerships. */
export function dealershipShown(rules: Pick<EnquiryFormRules, 'dealerships'>): boolean {
  return rules.dealerships.length > 1;
}

/** §5: the form is stored for reuse only when name, email and phone are all present. */
export function shouldStoreForReuse(values: { name?: string | null; email?: string | null; phone?: string | null }): boolean {
  return [values.name, values.email, values.phone].every((value) => typeof value === 'string' && value.trim() !== '');
}

/** §9: which tracking event an accepted enquiry records. */
export function enquiryTrackingEvent(values: { category?: string; subcategory?: string; car_id?: string; car_type?: string }, car?: { tag: string | null }): number {
  if (values.subcategory === CAREER_SUBCATEGORY) return ENQUIRY_TRACKING_EVENTS.careers;
  // §9: 17 test drive (a new or demo car, or a car tagged Test Drive Only), 48 used test drive.
  if (values.category === TEST_DRIVE_CATEGORY) return values.car_type === 'used' && car?.tag !== TEST_DRIVE_ONLY_TAG ? ENQUIRY_TRACKING_EVENTS.usedTestDrive : ENQUIRY_TRACKING_EVENTS.testDrive;
  if (values.car_id && car?.tag === TEST_DRIVE_ONLY_TAG) return ENQUIRY_TRACKING_EVENTS.testDrive;
  if (values.car_id) return values.car_type === 'used' ? ENQUIRY_TRACKING_EVENTS.usedCar : ENQUIRY_TRACKING_EVENTS.newCar;
  return ENQUIRY_TRACKING_EVENTS.generalEnquiry;
}

/** The site's rules from its config: plain data for the client island and the route. */
export function enquiryRulesFor(site: {
  features: { enquiryMessageRequired: boolean };
  locations: readonly { slug: string; name: string; dealership_slug?: string; location_type?: string }[];
  dealerships: readonly { slug: string; name: string; manufacturers?: readonly string[] }[];
  copy?: { enquiryTerms?: string; testDriveTerms?: string };
}): EnquiryFormRules {
  return {
    messageRequired: site.features.enquiryMessageRequired,
    locations: site.locations.map((location) => ({ value: location.slug, label: location.name })),
    dealerships: site.dealerships.map((dealership) => {
      const types = site.locations.filter((location) => location.dealership_slug === dealership.slug).flatMap((location) => enquiryLocationTypes(location.location_type));
      return {
        value: dealership.slug,
        label: dealership.name,
        makes: [...(dealership.manufacturers ?? [])],
        locationTypes: ENQUIRY_LOCATION_TYPES.filter((type) => types.includes(type)),
      };
    }),
    terms: site.copy?.enquiryTerms ?? null,
    testDriveTerms: site.copy?.testDriveTerms ?? null,
  };
}

/**
 * §3 "success category", §4: what a stored enquiry saves and /success?category= reads. Careers
 * (rewritten to General Enquiry / Career Enquiry, §5) is Careers again; an enquiry about a car with
 * no category is a Vehicle Enquiry, or Request Photos from the request-photos form.
 */
export function enquirySuccessCategory(values: { category?: string | null; subcategory?: string | null; car_id?: string | null }, form: { photos?: boolean } = {}): string {
  if (values.subcategory === CAREER_SUBCATEGORY) return CAREERS_CATEGORY;
  if (form.photos) return REQUEST_PHOTOS_CATEGORY;
  const category = values.category?.trim();
  if (category) return category;
  return values.car_id ? VEHICLE_ENQUIRY_CATEGORY : GENERAL_ENQUIRY;
}

/** /success for a stored enquiry: the success category and, for a car, its id (the page names the car from the site's own stock). */
export function enquirySuccessHref(category: string, carId?: string | null): string {
  const query = new URLSearchParams({ category });
  if (carId) query.set('car_id', carId);
  return `/success?${query.toString()}`;
}

/** The locale's error messages, as plain strings. */
export function enquiryErrorMessages(t: (key: `enquiry.error.${(typeof enquiryMessageKeys)[number]}`) => string): EnquiryErrorMessages {
  return {
    name: t('enquiry.error.name'),
    email: t('enquiry.error.email'),
    phone: t('enquiry.error.phone'),
    message: t('enquiry.error.message'),
    category: t('enquiry.error.category'),
    location: t('enquiry.error.location'),
    dealership: t('enquiry.error.dealership'),
    rego: t('enquiry.error.rego'),
    tooLong: t('enquiry.error.tooLong'),
  };
}
