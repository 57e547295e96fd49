/**
 * The payments port (issue 15): a refundable deposit is authorised and held on the shopper's card,
 * then captured when the dealer confirms the sale or cancelled (released) when the hold lapses.
 * Stripe's PaymentIntent with manual capture has exactly this shape; the embedded test gateway
 * (./test-gateway) is the default offline and behaves the same way. Every call carries an
 * idempotency key, so a retried call never holds or captures twice.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface AuthorizeInput {
  amountCents: number;
  /** ISO 4217, lower case as Stripe writes it: 'aud', 'nzd', 'usd'. */
  currency: string;
  card: CardDetails;
  idempotencyKey: string;
  description: string;
}

export type PaymentRefusal = 'card_declined' | 'authentication_required' | 'invalid_card' | 'gateway_error';

export type AuthorizeResult =
  | { ok: true; paymentId: string }
  | { ok: false; code: PaymentRefusal; message: string };

export type SettleResult = { ok: true } | { ok: false; message: string };

export interface PaymentGateway {
  readonly name: string;
  /** Places a hold for the amount (Stripe: confirm a PaymentIntent with capture_method=manual). */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Takes the held money (the dealer confirmed). */
  capture(paymentId: string, idempotencyKey: string): Promise<SettleResult>;
  /** Releases the hold; nothing is charged. Releasing a released hold is a success. */
  cancel(paymentId: string, idempotencyKey: string): Promise<SettleResult>;
}
