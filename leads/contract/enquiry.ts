import { z } from 'zod';
import { zodWithoutEvalInBrowser } from '@dealer/stock';
import { CAREER_SUBCATEGORY, CAREERS_CATEGORY, GENERAL_ENQUIRY, TEST_DRIVE_CATEGORY, autoPickedDealership, isPhoneNumber, isRego, type EnquiryErrorMessages, type EnquiryFormRules } from './enquiry-rules';

zodWithoutEvalInBrowser(); // the enquiry form validates with this schema in the browser

/**
 * The enquiry form's values (§3 "Enquiry form values") and its §5 rules, as one zod schema that the
 * browser form (react-hook-form's resolver, loaded with the first validation) and POST
 * /api/enquiries both parse with. No React, no Node: safe in either bundle. Messages come in as
 * plain strings from the locale layer.
 */

const MAX_TEXT = 200;
const MAX_MESSAGE = 5000;

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
      /** §2: the car's price a finance link carries (whole dollars), for the finance team. */
      vehiclePriceBudget: z
        .string()
        .trim()
        .regex(/^\d{0,9}$/, messages.tooLong)
        .optional(),
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
        vehiclePriceBudget: blankToUndefined(values.vehiclePriceBudget),
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

