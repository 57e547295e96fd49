import { z } from 'zod';

/**
 * The enquiry form's values (§3 "Enquiry form values") and its §5 rules, as one zod schema that the
 * browser form (react-hook-form's zodResolver) and POST /api/enquiries both parse with. No React,
 * no Node: safe in either bundle. Messages come in as plain strings from the locale layer.
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
/** §5 request-photos form: the hidden message it always sends. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car';

export interface EnquiryOption {
  value: string;
  label: string;
}

/** What decides the §5 rules for one site: plain data, so it crosses from server to client island. */
export interface EnquiryFormRules {
  /** §5: message required unless the site flag `features.enquiryMessageRequired` is false. */
  messageRequired: boolean;
  /** The site's locations; the location select is shown, and required, when there is more than one. */
  locations: EnquiryOption[];
  /** The site's dealerships; the preferred dealership select is required when there is more than one. */
  dealerships: EnquiryOption[];
}

export const enquiryMessageKeys = ['name', 'email', 'phone', 'message', 'category', 'location', 'dealership', 'rego', 'tooLong'] as const;
export type EnquiryErrorMessages = Record<(typeof enquiryMessageKeys)[number], string>;

/** Field order: the form's inputs and the 'Please fix the following errors:' list follow it. */
export const ENQUIRY_FIELD_ORDER = ['category', 'dealership_slug', 'location', 'name', 'email', 'phone', 'Rego', 'message', 'opt_in'] as const;

const MAX_TEXT = 200;
const MAX_MESSAGE = 5000;

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

const blankToUndefined = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The schema for one site's enquiry form. Input: what the form holds (strings, '' for empty, a
 * boolean opt-in). Output: trimmed values with empty ones left out, the only dealership picked, and
 * the §5 careers rewrite applied (category 'General Enquiry', subcategory 'Career Enquiry').
 */
export function createEnquirySchema(rules: EnquiryFormRules, messages: EnquiryErrorMessages) {
  const text = (max = MAX_TEXT) => z.string().max(max, messages.tooLong).optional();
  const locationValues = new Set(rules.locations.map((option) => option.value));
  const dealershipValues = new Set(rules.dealerships.map((option) => option.value));

  return z
    .object({
      // A missing name or email reads as empty (prefault), so the §5 checks below still run and every problem is listed at once.
      name: z.string({ error: messages.name }).trim().min(1, messages.name).max(100, messages.tooLong).prefault(''),
      email: z.string({ error: messages.email }).trim().max(MAX_TEXT, messages.tooLong).pipe(z.email(messages.email)).prefault(''),
      phone: z
        .string()
        .trim()
        .max(30, messages.phone)
        .refine((value) => value === '' || isPhoneNumber(value), messages.phone)
        .optional(),
      message: z.string().trim().max(MAX_MESSAGE, messages.tooLong).optional(),
      category: text(),
      subcategory: text(),
      /** §5: opt-in optional, default on. */
      opt_in: z.boolean().default(true),
      dealership_slug: text(),
      location: text(),
      /** §5: Rego optional. */
      Rego: z
        .string()
        .trim()
        .refine((value) => value === '' || isRego(value), messages.rego)
        .optional(),
      'Vehicle Make': text(),
      'Vehicle Model': text(),
      stock_number: text(),
      manufacturer_slug: text(),
      car_type: text(),
      car_id: text(),
      vehicle_status: text(),
      page_id: text(),
      /** §5: check-option fields are collected into additional_services. */
      additional_services: z.array(z.string().max(100, messages.tooLong)).max(20, messages.tooLong).optional(),
    })
    .superRefine((values, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      // §5: the message is required unless the site says otherwise; a test drive's is optional.
      if (rules.messageRequired && blankToUndefined(values.category) !== TEST_DRIVE_CATEGORY && !blankToUndefined(values.message)) issue('message', messages.message);
      // §5: the category select is required for a general enquiry (one not about a particular car).
      if (!blankToUndefined(values.car_id) && !blankToUndefined(values.category)) issue('category', messages.category);
      const location = blankToUndefined(values.location);
      if (location ? !locationValues.has(location) : rules.locations.length > 1) issue('location', messages.location);
      const dealership = blankToUndefined(values.dealership_slug);
      if (dealership ? !dealershipValues.has(dealership) : rules.dealerships.length > 1) issue('dealership_slug', messages.dealership);
    })
    .transform((values) => {
      const careers = blankToUndefined(values.category) === CAREERS_CATEGORY;
      const additional = values.additional_services?.map((service) => service.trim()).filter(Boolean);
      return {
        name: values.name,
        email: values.email,
        phone: blankToUndefined(values.phone),
        message: blankToUndefined(values.message),
        category: careers ? GENERAL_ENQUIRY : blankToUndefined(values.category),
        subcategory: careers ? CAREER_SUBCATEGORY : blankToUndefined(values.subcategory),
        opt_in: values.opt_in,
        dealership_slug: blankToUndefined(values.dealership_slug) ?? (autoPickedDealership(rules.dealerships) || undefined),
        location: blankToUndefined(values.location) ?? (rules.locations.length === 1 ? rules.locations[0]!.value : undefined),
        Rego: blankToUndefined(values.Rego)?.toUpperCase(),
        'Vehicle Make': blankToUndefined(values['Vehicle Make']),
        'Vehicle Model': blankToUndefined(values['Vehicle Model']),
        stock_number: blankToUndefined(values.stock_number),
        manufacturer_slug: blankToUndefined(values.manufacturer_slug),
        car_type: blankToUndefined(values.car_type),
        car_id: blankToUndefined(values.car_id),
        vehicle_status: blankToUndefined(values.vehicle_status),
        page_id: blankToUndefined(values.page_id),
        additional_services: additional && additional.length > 0 ? additional : undefined,
      };
    });
}

export type EnquirySchema = ReturnType<typeof createEnquirySchema>;
export type EnquiryInput = z.input<EnquirySchema>;
export type EnquiryValues = z.output<EnquirySchema>;

/** Field errors keyed by field name, first message each: the 400 body `{errors: {field: message}}`. */
export function enquiryFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The site's rules from its config: plain data for the client island and the route. */
export function enquiryRulesFor(site: {
  features: { enquiryMessageRequired: boolean };
  locations: readonly { slug: string; name: string }[];
  dealerships: readonly { slug: string; name: string }[];
}): EnquiryFormRules {
  return {
    messageRequired: site.features.enquiryMessageRequired,
    locations: site.locations.map((location) => ({ value: location.slug, label: location.name })),
    dealerships: site.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name })),
  };
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
