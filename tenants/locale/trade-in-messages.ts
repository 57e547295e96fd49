/**
 * The trade-in pages (§2 /trade-in, /cars/trade-in, /sell-my-car; web/trade-in), en-AU: the four
 * steps' headings and questions, the offer, the confirmation, the §2 trade-in FAQ a page without
 * its own shows, and the vehicle page's §2 'Interested in this vehicle?' panel. The valuation's
 * field messages and the API's refusals are valuation-messages.ts's. Kept apart from messages.ts
 * only for size; they join the same catalogue.
 */
export const tradeInMessagesEnAU = {
  'tradeIn.heading': 'Trade-In Valuation',
  'tradeIn.sellHeading': 'Sell My Car',
  'tradeIn.intro': 'Enter your registration and a few details, and get an instant offer on your car.',
  'tradeIn.label': 'Trade-in valuation',
  /** Announced and shown on each step: 'Step 2 of 4: About your car'. */
  'tradeIn.progress': 'Step {step} of {total}: {name}',
  'tradeIn.step.vehicle': 'Your car',
  'tradeIn.step.questions': 'About your car',
  'tradeIn.step.offer': 'Your offer',
  'tradeIn.step.contact': 'Your details',
  'tradeIn.vehicle.heading': 'Find your car',
  'tradeIn.vehicle.intro': 'Enter your registration and the state it is registered in.',
  'tradeIn.vehicle.introNz': 'Enter your number plate.',
  'tradeIn.vehicle.introVin': 'Enter your car’s 17-character VIN. It is on the driver’s side of the dashboard and on your registration papers.',
  'tradeIn.rego': 'Registration (rego)',
  'tradeIn.regoState': 'State',
  'tradeIn.regoStatePlaceholder': 'Choose a state',
  'tradeIn.vin': 'VIN',
  'tradeIn.find': 'Find my car',
  'tradeIn.finding': 'Finding your car…',
  'tradeIn.questions.heading': 'About your {car}',
  'tradeIn.questions.intro': 'Six quick questions, and we will make you an offer.',
  'tradeIn.odometer': 'Odometer (km)',
  'tradeIn.condition': 'Overall condition',
  'tradeIn.condition.excellent': 'Excellent',
  'tradeIn.condition.good': 'Good',
  'tradeIn.condition.fair': 'Fair',
  'tradeIn.condition.poor': 'Poor',
  'tradeIn.accidentDamage': 'Has it had accident damage?',
  'tradeIn.financeOwing': 'Is there finance owing on it?',
  'tradeIn.financeOwingHint': 'That is fine: we pay your lender out of the offer.',
  'tradeIn.serviceHistory': 'Service history',
  'tradeIn.serviceHistory.full': 'Full',
  'tradeIn.serviceHistory.partial': 'Partial',
  'tradeIn.serviceHistory.none': 'None',
  'tradeIn.keys': 'How many keys do you have?',
  'tradeIn.keys.1': 'One',
  'tradeIn.keys.2+': 'Two or more',
  'tradeIn.yes': 'Yes',
  'tradeIn.no': 'No',
  'tradeIn.getOffer': 'Get my offer',
  'tradeIn.valuing': 'Valuing your car…',
  'tradeIn.offer.heading': 'Your instant offer',
  'tradeIn.offer.price': 'We will pay {price} for your {car}',
  'tradeIn.offer.validFor': 'Valid for {days} days, until {date}.',
  'tradeIn.offer.accept': 'Accept this offer',
  'tradeIn.noEstimate.heading': 'We will value your car in person',
  'tradeIn.noEstimate.action': 'Ask us to value it',
  'tradeIn.contact.heading': 'Your details',
  'tradeIn.contact.intro': 'Leave your details and we will call you to arrange a short inspection; the price is confirmed once we have seen the car.',
  'tradeIn.contact.introEnquiry': 'Leave your details and we will call you to arrange a time to value your car in person.',
  'tradeIn.contact.accept': 'Accept offer',
  'tradeIn.contact.send': 'Send my details',
  'tradeIn.sending': 'Sending…',
  'tradeIn.done.accepted.heading': 'Offer accepted',
  'tradeIn.done.accepted': 'Thank you, {name}. You have accepted {price} for your {car}. We will call you to arrange a short inspection, and we have emailed you the details.',
  'tradeIn.done.enquiry.heading': 'Thank you',
  'tradeIn.done.enquiry': 'Thank you, {name}. We have your details and will call you to arrange a time to value your car in person.',
  'tradeIn.again': 'Value another car',
  'tradeIn.back': 'Back',
  /** The valuation provider is down or slow, or the plate is not found: the enquiry instead. */
  'tradeIn.enquiryInstead': 'Ask us to value it in person',
  /** The fallback enquiry's message for the dealer (POST /api/enquiries): {car} is the plate or the car found. */
  'tradeIn.enquiry.message': 'Please value my trade-in in person: {car}.',
  // §2 trade-in FAQ, for a /trade-in page whose content has none (the demo content has its own).
  'tradeIn.faq.heading': 'Trade-in FAQ',
  'tradeIn.faq.bought.q': 'What vehicles do you buy?',
  'tradeIn.faq.bought.a': 'We buy most cars, SUVs, utes and vans, whether or not you buy from us. Online estimates are not available for vehicles over 7 years old or with more than 100,000 km: we value those in person.',
  'tradeIn.faq.estimate.q': 'How is my estimate calculated?',
  'tradeIn.faq.estimate.a': 'We start from an independent valuation of your car’s make, model, year and kilometres, then adjust for its condition, accident damage, service history and keys.',
  'tradeIn.faq.exact.q': 'Is the online estimate the exact price?',
  'tradeIn.faq.exact.a': 'It is our offer for the car you described. We confirm the exact price after a short inspection.',
  'tradeIn.faq.finance.q': 'What if I still owe finance on my car?',
  'tradeIn.faq.finance.a': 'That is fine: we pay out your lender from the offer and pay you, or put towards your next car, the difference.',
  'tradeIn.faq.inspection.q': 'Do you need to inspect my car?',
  'tradeIn.faq.inspection.a': 'Yes. Bring the car, its keys, service books and registration papers to us, and we will check it matches what you told us.',
  // §2 the vehicle page's 'Reserve Now' / 'Interested in this vehicle?' panel, on some dealers.
  'vehicle.interested.heading': 'Interested in this vehicle?',
  'vehicle.interested.reserve': 'Reserve it now by card with a fully refundable {amount} deposit, and we will hold it for you for 48 hours.',
  'vehicle.interested.tradeIn': 'Trading in? Get an instant price for your current car from an independent valuation tool.',
  'vehicle.interested.tradeInLink': 'Get my instant trade-in price',
} as const;

/** en-US: a VIN, not a plate; miles; a ZIP code's state. */
export const tradeInMessagesEnUS = {
  'tradeIn.intro': 'Enter your car’s VIN and a few details, and get an instant offer on your car.',
  'tradeIn.odometer': 'Odometer (miles)',
  'tradeIn.financeOwingHint': 'That is fine: we pay off your loan out of the offer.',
  'tradeIn.faq.bought.a': 'We buy most cars, SUVs, trucks and vans, whether or not you buy from us. Online estimates are not available for vehicles over 7 years old or with more than 100,000 km: we value those in person.',
  'tradeIn.faq.estimate.a': 'We start from an independent valuation of your car’s make, model, year and mileage, then adjust for its condition, accident damage, service history and keys.',
  'tradeIn.faq.finance.a': 'That is fine: we pay off your loan from the offer and pay you, or put towards your next car, the difference.',
  'tradeIn.faq.inspection.a': 'Yes. Bring the car, its keys, service records and title to us, and we will check it matches what you told us.',
} as const;

/** en-NZ: one national register, a number plate. */
export const tradeInMessagesEnNZ = {
  'tradeIn.intro': 'Enter your number plate and a few details, and get an instant offer on your car.',
  'tradeIn.rego': 'Number plate',
} as const;
