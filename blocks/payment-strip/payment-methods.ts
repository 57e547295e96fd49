/** The methods of §2, in the spec's order, with the colours of their simple local marks. */
export const paymentMethods = [
  { id: 'mastercard', label: 'Mastercard', bg: '#1a1f71', fg: '#ffffff' },
  { id: 'visa', label: 'Visa', bg: '#1434cb', fg: '#ffffff' },
  { id: 'maestro', label: 'Maestro', bg: '#0b5fa5', fg: '#ffffff' },
  { id: 'google-pay', label: 'Google Pay', bg: '#ffffff', fg: '#202124' },
  { id: 'apple-pay', label: 'Apple Pay', bg: '#000000', fg: '#ffffff' },
] as const;

export type PaymentMethodId = (typeof paymentMethods)[number]['id'];
export const paymentMethodIds = paymentMethods.map((method) => method.id) as [PaymentMethodId, ...PaymentMethodId[]];
