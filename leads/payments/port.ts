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
  /**
   * The card as typed, for the embedded test gateway only. With Stripe, card numbers never reach this
   * server: Stripe.js turns the card into a PaymentMethod in the browser and sends us its id.
   */
  card?: CardDetails;
  /** A Stripe PaymentMethod id (`pm_...`) made by Stripe.js in the browser; what the Stripe gateway needs. */
  paymentMethodId?: string;
  idempotencyKey: string;
  description: string;
  /** Shown beside the payment in the gateway's dashboard (Stripe: metadata[key]); plain keys, short values. */
  metadata?: Record<string, string>;
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
