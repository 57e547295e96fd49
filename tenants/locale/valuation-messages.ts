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
} as const;
