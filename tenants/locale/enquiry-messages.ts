/**
 * The enquiry form's remainder (§4 submit, §5 rules), the card's button variants (§2), the
 * /success page's words per success category and the demo cars' history report (§2 Car History
 * Report, §3 `file`), en-AU. Kept apart from messages.ts only for size; they join the same catalogue.
 */
export const enquiryMessagesEnAU = {
  // §2 car card buttons on the sites that use the quick variants (features.cardButtons 'quick').
  'card.quickEnquiry': 'Quick Enquiry',
  'card.quickEnquiryLabel': 'Quick enquiry about the {name}',
  'card.financeQuote': 'Finance Quote',
  'card.exploreVehicle': 'Explore Vehicle',
  'card.loadingForm': 'Loading the form…',
  'card.close': 'Close',
  // §5 check-option fields, collected into additional_services.
  'enquiry.additionalServices': 'I am also interested in',
  // §4 success: the form hands over to /success; this is what a screen reader hears meanwhile.
  'enquiry.sent': 'Your enquiry has been sent.',
  'enquiry.openingSuccess': 'Open the confirmation',
  // §5 the test-drive form's terms field, by config.
  'enquiry.acceptTerms': 'I accept these terms',
  'enquiry.error.terms': 'Please accept the terms',
  // §2 /success, by the success category the form saved (§3, §4).
  'success.sales': 'Your enquiry has been sent to our sales team, and they will be in touch soon.',
  'success.service': 'Your service enquiry has been sent. Our service team will contact you to confirm a time.',
  'success.parts': 'Your parts enquiry has been sent. Our parts team will check availability and get back to you.',
  'success.finance': 'Your finance enquiry has been sent. Our finance team will contact you to talk through your options.',
  'success.careers': 'Thank you for your interest in working with us. Our team will read your message and be in touch.',
  'success.vehicle': 'Your enquiry about the {car} has been sent, and we will be in touch soon.',
  'success.vehicleUnnamed': 'Your enquiry about this car has been sent, and we will be in touch soon.',
  'success.photos': 'Your request has been sent. We will email you more photos of the car soon.',
  'success.backToCar': 'Back to the {car}',
  // §2 Car History Report of the demo cars (GET /api/cars/{slug}/history-report.pdf).
  'history.title': 'Vehicle history report',
  'history.note': 'Made by {dealer} from its own records of this car. A demonstration: no government register or finance register was searched.',
  'history.vehicleHeading': 'The vehicle',
  'history.vin': 'VIN',
  'history.buildDate': 'Build date',
  'history.complianceDate': 'Compliance date',
  'history.regoExpiry': 'Registration expires',
  'history.readingsHeading': 'Odometer readings',
  'history.service': 'Scheduled service',
  'history.listed': 'Listed for sale',
  'history.noReadings': 'No readings before this car was listed.',
} as const;
