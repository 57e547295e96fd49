/**
 * Reserve Online, the checkout page (§2 /cars/{slug}/checkout or /buy-online, §9
 * deposit), en-AU. Kept apart from messages.ts only for size; they join the same catalogue and are
 * overridden per locale the same way. {amount}, {hours} and {percent} come from the site's offer.
 */
export const checkoutMessagesEnAU = {
  'checkout.metaTitle': 'Reserve {title}',
  'checkout.heading': 'Reserve your {title}',
  'checkout.backToCar': 'Back to the car',
  'checkout.search': 'Search our stock',
  // A car that sold or was reserved since the shopper opened it.
  'checkout.unavailable.title': 'This car can no longer be reserved',
  'checkout.unavailable.body': 'It has sold, or someone else has reserved it. Have a look at our other cars, or contact us about this one.',
  // The summary and the §9 terms.
  'checkout.summary': 'The car you are reserving',
  'checkout.price': 'Price',
  'checkout.deposit': 'Deposit',
  'checkout.terms': '{amount} deposit, held for {hours} hours, {percent}% refundable.',
  'checkout.termsHow': 'We only take it when you confirm the purchase with us; otherwise it is released in full.',
  // The form.
  'checkout.form.label': 'Reserve this car',
  'checkout.form.you': 'Your details',
  'checkout.form.card': 'Card details',
  'checkout.name': 'Full name',
  'checkout.email': 'Email address',
  'checkout.phone': 'Phone number',
  'checkout.cardNumber': 'Card number',
  'checkout.expiry': 'Expiry date',
  'checkout.expMonth': 'Month (MM)',
  'checkout.expYear': 'Year (YYYY)',
  'checkout.cvc': 'Security code (CVC)',
  'checkout.cvcHint': 'The 3 or 4 digits on the back of the card.',
  'checkout.submit': 'Pay {amount} deposit',
  'checkout.submitting': 'Holding your deposit…',
  // The embedded test gateway (no real card is charged).
  // Stripe's card field, where deposits are taken with Stripe.
  'checkout.stripe.label': 'Card details',
  'checkout.stripe.loading': 'Loading the secure card field…',
  'checkout.stripe.unavailable': 'The secure card field could not be loaded. Check your connection and reload the page.',
  'checkout.stripe.fallback': 'Your card could not be used. Check the details and try again.',
  'checkout.wallet.label': 'Pay with Apple Pay or Google Pay',
  'checkout.wallet.orCard': 'Or pay by card',
  'checkout.wallet.fallback': 'Your wallet payment did not go through. Nothing was charged; try again, or pay by card.',
  'checkout.testCards.heading': 'Test payments',
  'checkout.testCards.intro': 'This site takes test payments only: no real card is charged. Use one of these card numbers with any future expiry date and any 3-digit CVC.',
  'checkout.testCards.succeeds': '{number}: the deposit is held',
  'checkout.testCards.declined': '{number}: the card is declined',
  'checkout.testCards.needsAuthentication': '{number}: the bank asks you to confirm the payment (3-D Secure)',
  // The test gateway's bank check (3-D Secure), as Stripe's test page offers it.
  'checkout.bank.heading': 'Confirm this payment with your bank',
  'checkout.bank.body': 'Your bank asks you to confirm the {amount} deposit to {dealer}. A real bank would do this in its app or with a code it sends you.',
  'checkout.bank.test': 'Test bank: choose how this check ends. Nothing is held until you complete it.',
  'checkout.bank.complete': 'Complete authentication',
  'checkout.bank.fail': 'Fail authentication',
  'checkout.bank.checking': 'Checking with your bank…',
  // Checks in the browser, before anything is sent.
  'checkout.error.name': 'Please enter your name',
  'checkout.error.email': 'Please enter a valid email address',
  'checkout.error.phone': 'Please enter a valid phone number',
  'checkout.error.cardNumber': 'Please enter your card number',
  'checkout.error.cardNumberInvalid': 'Please check your card number',
  'checkout.error.expiry': 'Please enter the expiry month (1 to 12) and year',
  'checkout.error.expired': 'This card has expired',
  'checkout.error.cvc': 'Please enter the 3 or 4 digit security code',
  // What the answer can be besides the fields.
  'checkout.error.network': 'We lost the connection before we heard back. Nothing was charged. Please try again: trying again will not hold a second deposit.',
  'checkout.error.unexpected': 'Something went wrong on our side and nothing was charged. Please try again.',
  'checkout.error.signIn': 'Sign in',
  // After the deposit is held.
  'checkout.done.heading': 'Reserved',
  'checkout.done.body': 'Your {amount} deposit is held until {date}. We have told {dealer} and they will contact you.',
  'checkout.done.reference': 'Reservation reference: {id}',
} as const;
