import type { ReserveFormLabels } from './ReserveForm';

/** The Reserve Online form's words for its document tests (the page builds them from the locale). */
export const reserveFormTestLabels: ReserveFormLabels = {
  form: 'Reserve this car', you: 'Your details', card: 'Payment', name: 'Full name', email: 'Email', phone: 'Phone number',
  cardNumber: 'Card number', expiry: 'Expiry', expMonth: 'Month', expYear: 'Year', cvc: 'CVC', cvcHint: '3 digits',
  submit: 'Pay $200 deposit', submitting: 'Paying…', network: 'Check your connection.', unexpected: 'Something went wrong.', signIn: 'Sign in',
  doneHeading: 'Car reserved', doneBody: 'Your {amount} deposit is held until {date}.', doneReference: 'Reference {id}', backToCar: 'Back to the car',
  checks: { name: 'Please enter your name', email: 'Please enter a valid email address', phone: 'Please enter a valid phone number', cardNumber: 'Please enter your card number', cardNumberInvalid: 'Please check your card number', expiry: 'Please enter the expiry date', expired: 'This card has expired', cvc: 'Please enter the CVC' },
  bank: { heading: 'Confirm with your bank', body: '', test: '', complete: 'Complete', fail: 'Fail', checking: 'Checking…' },
};

/** React's act() warns unless the document says it is a test. */
export const markActEnvironment = () => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true);
