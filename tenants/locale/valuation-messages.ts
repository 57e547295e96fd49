/**
 * The trade-in valuation's field messages (§3 "Valuation lead": rego, regoState, adjustmentAnswers),
 * en-AU. Kept apart from messages.ts only for size; they join the same catalogue. The plate lookup
 * and the adjustment answers are parsed with these in the browser and again by the API
 * (leads/contract/valuation.ts).
 */
export const valuationMessagesEnAU = {
  'valuation.error.rego': 'Please enter your rego: letters and numbers only',
  'valuation.error.regoState': 'Please choose the state your car is registered in',
  'valuation.error.vin': 'Please enter the 17-character VIN (letters and numbers, no I, O or Q)',
  'valuation.error.vinCheckDigit': 'This VIN does not add up: please check each character',
  'valuation.error.odometer': 'Please enter the odometer reading in km, a whole number from 0 to 999,999',
  'valuation.error.condition': 'Please choose the condition of your car',
  'valuation.error.accidentDamage': 'Please tell us whether your car has accident damage',
  'valuation.error.financeOwing': 'Please tell us whether there is finance owing on your car',
  'valuation.error.serviceHistory': 'Please choose how much service history your car has',
  'valuation.error.keys': 'Please tell us how many keys you have',
  // The API's refusals a trade-in form shows (web/app/api/trade-in; leads/valuation/README.md).
  'valuation.error.notFound': 'We could not find that plate. Please check the rego and state, or send us an enquiry and we will value your car in person.',
  'valuation.error.unavailable': 'Our valuation service is not answering just now. Please try again in a minute, or send us an enquiry and we will value your car in person.',
  'valuation.error.unknown': 'We could not find this valuation. Please start again with your plate.',
  'valuation.error.notAnswered': 'Please answer the questions about your car first.',
  'valuation.error.carNotListed': 'The car you came from is no longer listed here. Please start again from the car, or leave it out.',
  'valuation.error.expired': 'This offer has expired. Please value your car again for an up-to-date offer.',
} as const;
