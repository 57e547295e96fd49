/**
 * Buying a used car online (§2 /checkout-journey?car_id=, §4 "Used-car return
 * flow", §5 return terms, §9 used-car return) and the shopper's order page (/orders/{id}), en-AU.
 * Kept apart from messages.ts only for size; they join the same catalogue. The field checks the
 * journey shares with the API (name, email, postcode, dates...) are the messages of the step
 * schemas in leads/orders/journey.ts; only the browser's own checks are here.
 */
export const journeyMessagesEnAU = {
  // The vehicle page's link to the journey (a used, available car with a price, on a buyOnline site).
  'journey.buyOnline': 'Buy Online',
  'journey.metaTitle': 'Buy {title} online',
  'journey.heading': 'Buy your {title} online',
  'journey.backToCar': 'Back to the car',
  'journey.search': 'Search our stock',
  'journey.summary': 'The car you are buying',
  // /checkout-journey without a car_id.
  'journey.choose.title': 'Buy a used car online',
  'journey.choose.body': 'Choose a used car, then select Buy Online on its page.',
  'journey.choose.search': 'Search our used cars',
  // ACL s48: one total figure.
  'journey.totalPrice': 'Total price',

  // A car that cannot be bought online: no form, a link back to the car.
  'journey.unavailable.notUsed.title': 'Only used cars can be bought online',
  'journey.unavailable.notUsed.body': 'To buy this car, send us an enquiry from its page and we will help you.',
  'journey.unavailable.sold.title': 'This car has sold',
  'journey.unavailable.sold.body': 'Sorry, someone has bought it. Have a look at our other cars.',
  'journey.unavailable.reserved.title': 'This car is reserved',
  'journey.unavailable.reserved.body': 'Someone has reserved it or is buying it right now. Have a look at our other cars, or contact us about this one.',
  'journey.unavailable.noPrice.title': 'This car cannot be bought online',
  'journey.unavailable.noPrice.body': 'It has no listed price yet. Contact us from its page for the price.',
  'journey.unavailable.failed.title': 'This car cannot be bought online right now',

  // The steps.
  'journey.starting': 'Getting your order ready…',
  'journey.retry': 'Try again',
  'journey.steps': 'Steps to buy this car',
  'journey.stepOf': 'Step {step} of {count}',
  'journey.step.buyer': 'Your details',
  'journey.step.tradeIn': 'Trade-in',
  'journey.step.payment': 'Finance or payment',
  'journey.step.handover': 'Delivery or pickup',
  'journey.step.review': 'Review',
  'journey.back': 'Back',
  'journey.next': 'Next',
  'journey.saving': 'Saving…',
  'journey.place': 'Place order',
  'journey.placing': 'Placing your order…',

  // Step 1.
  'journey.buyer.name': 'Full name',
  'journey.buyer.email': 'Email address',
  'journey.buyer.phone': 'Phone number',
  'journey.buyer.address': 'Address',
  'journey.buyer.addressHint': 'Street, suburb and state',
  'journey.buyer.postcode': 'Postcode',

  // Step 2.
  'journey.tradeIn.question': 'Do you have a car to trade in?',
  'journey.tradeIn.no': 'No',
  'journey.tradeIn.yes': 'Yes',
  'journey.tradeIn.note': 'We inspect and value your trade-in at handover. Its agreed value then comes off what you pay.',
  'journey.tradeIn.make': 'Make',
  'journey.tradeIn.model': 'Model',
  'journey.tradeIn.year': 'Year',
  'journey.tradeIn.km': 'Odometer (km)',
  'journey.tradeIn.rego': 'Registration plate (optional)',
  'journey.tradeIn.owing': 'Amount owing on it (optional)',
  'journey.tradeIn.owingHint': 'Any finance still owing on the car, in dollars.',

  // Step 3: no finance figures here (a repayment would need its comparison rate and warning beside it).
  'journey.payment.question': 'How will you pay?',
  'journey.payment.payInFull': 'Pay in full by bank transfer',
  'journey.payment.payInFullHint': 'We send you our bank details. The full amount must reach us before handover.',
  'journey.payment.finance': 'Arrange finance with us',
  'journey.payment.financeHint': 'Our finance team contacts you to talk about a loan. Nothing is decided until you agree to it.',

  // Step 4.
  'journey.handover.question': 'Pickup or delivery?',
  'journey.handover.pickup': 'Pick up from the dealership',
  'journey.handover.delivery': 'Deliver to my address',
  'journey.handover.date': 'Date',
  'journey.handover.dateHint': 'A day from {min} to {max}.',
  'journey.handover.address': 'Delivery address',

  // Step 5.
  'journey.review.intro': 'Check your answers, then place your order.',
  'journey.review.edit': 'Edit',
  'journey.review.noTradeIn': 'No trade-in',
  'journey.review.tradeIn': '{year} {make} {model}, {km} km',
  'journey.review.rego': 'Rego {rego}',
  'journey.review.owing': '{amount} owing',
  'journey.review.pickup': 'Pickup on {date}',
  'journey.review.delivery': 'Delivery on {date} to {address}',

  // §5 return terms, §9 14 days / 500 km / a quarter tank, in plain words.
  'journey.returns.heading': '{days}-day return',
  'journey.returns.lead': 'Changed your mind? You can return the car within {days} days of delivery for a refund.',
  'journey.returns.how': 'Tell us within {days} days of the day you take delivery, and we book a time for you to bring it back. We take it back when:',
  'journey.returns.km': 'it has done no more than {km} km since delivery;',
  'journey.returns.fuel': 'it has at least a quarter tank of fuel;',
  'journey.returns.keys': 'all its keys and accessories come back with it;',
  'journey.returns.owing': 'no money is owing on it. If there is (a loan secured on the car, for example), we take what is needed to clear it off your refund.',
  'journey.returns.consumer': 'The return is for consumers as the Australian Consumer Law defines them, and is on top of your rights under that law.',

  // Errors besides the fields' own.
  'journey.error.summary': 'Please fix the following errors:',
  'journey.error.hasTradeIn': 'Please choose whether you have a car to trade in',
  'journey.error.owing': 'Please enter the amount owing in dollars, or leave it empty',
  'journey.error.network': 'We could not reach our server. Check your connection and try again.',
  'journey.error.unexpected': 'Something went wrong on our side. Please try again.',

  // After the order is placed.
  'journey.done.heading': 'Order placed',
  'journey.done.body': 'Thank you. Your order for the {title} is placed, at a total price of {total}. {dealer} will contact you about payment and the handover.',
  'journey.done.reference': 'Order reference: {id}',
  'journey.done.keep': 'Keep the link below: it shows your order and is where you give notice if you return the car.',
  'journey.done.viewOrder': 'See your order',

  // The order page, /orders/{id}.
  'order.metaTitle': 'Your order',
  'order.heading': 'Your order',
  'order.reference': 'Order reference: {id}',
  'order.status': 'Status',
  'order.car': 'Car',
  'order.carGone': 'A car we no longer list',
  'order.total': 'Total price',
  'order.payment': 'Payment',
  'order.handover': 'Handover',
  'order.status.draft': 'Not placed yet',
  'order.status.placed': 'Placed: we are getting your car ready',
  'order.status.delivered': 'Delivered on {date}',
  'order.status.return-requested': 'Return requested',
  'order.status.returned': 'Returned',
  'order.status.cancelled': 'Cancelled',
  'order.continue': 'Continue your order',
  'order.returnUntil': 'You can return it until {date}.',
  'order.returnEnded': 'The {days}-day return period ended on {date}.',
  'order.returnNotice.heading': 'Return the car',
  'order.returnNotice.intro': 'Choose a day to bring the car back. We check it against the terms above at that appointment, then refund you.',
  'order.returnNotice.date': 'Return appointment date',
  'order.returnNotice.hint': 'A day from {min} to {max}.',
  'order.returnNotice.submit': 'Give return notice',
  'order.returnNotice.sending': 'Sending your notice…',
  'order.returnNotice.error.date': 'Please choose a date for the return appointment',
  'order.returnNotice.error.range': 'Please choose a day from {min} to {max}',
  'order.returnNotice.done': 'We have your return notice. Your appointment is on {date}.',
  'order.appointment': 'Your return appointment is on {date}. Bring the car with all its keys and accessories and at least a quarter tank of fuel.',
  'order.refund': 'We have taken the car back. Your refund is {amount}.',
} as const;
