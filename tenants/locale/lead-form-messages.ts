/**
 * The §3 lead form's field labels (web/lead-form/LeadFormFields.tsx: first name `name`,
 * `last_name`, `postcode`, `phone` as a mobile, `email`), en-AU; the messages of its rules are in
 * messages.ts (`enquiry.error.*`, `leadForm.error.lastName`, `postcode.*`). Kept apart from
 * messages.ts only for size; they join the same catalogue.
 */
export const leadFormMessagesEnAU = {
  'leadForm.firstName': 'First name',
  'leadForm.lastName': 'Last name',
  'leadForm.mobile': 'Mobile',
  'leadForm.email': 'Email',
  /** The place a known postcode names, shown under the field: "Milton QLD". */
  'leadForm.postcodePlace': '{locality} {state}',
} as const;

/** en-US: a mobile is a cell phone. */
export const leadFormMessagesEnUS = {
  'leadForm.mobile': 'Cell phone',
} as const;
