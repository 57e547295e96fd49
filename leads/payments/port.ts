/**
 * The payments port (§9 reservation deposit): a refundable deposit is authorised and held on the
 * shopper's card, then captured when the dealer confirms the sale or cancelled (released) when the
 * hold lapses. Stripe's PaymentIntent with manual capture has exactly this shape; the embedded test
 * gateway (./test-gateway) is the default offline and behaves the same way. Every call carries an
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
  /**
   * Paid with Apple Pay or Google Pay (Stripe's Express Checkout Element), in place of a PaymentMethod:
   * the gateway makes the payment unconfirmed and answers `requires_action` with its client secret,
   * and Stripe.js confirms it in the browser with the wallet's card (README "Accounts, the
   * watchlist, reservations and buying online").
   */
  wallet?: Wallet;
  idempotencyKey: string;
  description: string;
  /** Shown beside the payment in the gateway's dashboard (Stripe: metadata[key]); plain keys, short values. */
  metadata?: Record<string, string>;
}

/** The wallets a deposit can be paid with, as Stripe's Express Checkout Element names them. */
export const WALLETS = ['apple_pay', 'google_pay'] as const;
export type Wallet = (typeof WALLETS)[number];

export type PaymentRefusal = 'card_declined' | 'authentication_required' | 'invalid_card' | 'gateway_error';

/**
 * The bank asks the shopper to confirm the payment (3-D Secure) before it holds anything, or a
 * wallet payment waits for the browser to confirm it. The browser completes it with `clientSecret`
 * (Stripe.js: handleNextAction, or confirmPayment for a wallet; the test gateway: its test bank's
 * page), then the server asks the gateway again (`paymentStatus`). Until then nothing is held.
 * `ok: false`, so a caller that does not handle it refuses the payment.
 */
export interface AuthenticationNeeded {
  ok: false;
  code: 'requires_action';
  paymentId: string;
  clientSecret: string;
  message: string;
}

export type AuthorizeResult =
  | { ok: true; paymentId: string }
  | { ok: false; code: PaymentRefusal; message: string }
  | AuthenticationNeeded;

/** Where a payment stands at the gateway, as a reservation reads it. */
export type PaymentStatus =
  | { status: 'held' }
  | { status: 'requires_action' }
  | { status: 'failed'; message: string }
  | { status: 'captured' }
  | { status: 'released' };

export type SettleResult = { ok: true } | { ok: false; message: string };

export interface PaymentGateway {
  readonly name: string;
  /** Places a hold for the amount (Stripe: confirm a PaymentIntent with capture_method=manual). */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Where the payment stands now (after the shopper's bank check, say); unknown or unreachable: ok false. */
  paymentStatus(paymentId: string): Promise<{ ok: true; payment: PaymentStatus } | { ok: false; message: string }>;
  /** Takes the held money (the dealer confirmed). */
  capture(paymentId: string, idempotencyKey: string): Promise<SettleResult>;
  /** Releases the hold, or gives up a payment still waiting for the bank check; nothing is charged. Releasing a released hold is a success. */
  cancel(paymentId: string, idempotencyKey: string): Promise<SettleResult>;
}
