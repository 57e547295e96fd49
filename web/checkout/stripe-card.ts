import type { StripeCardElement, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadFromStripe, stripeMessage as messageOf, type StripeLoader } from './stripe-js';

export type { StripeLoader };

/**
 * The card field when deposits are taken with Stripe (§9 deposit): Stripe.js draws the card number,
 * expiry and CVC in its own frame, turns them into a PaymentMethod the server passes to Stripe (so
 * no card number ever reaches us), and runs the shopper's 3-D Secure check with the client secret
 * the server's 202 carries. Stripe.js is loaded from js.stripe.com only when this field mounts.
 * https://docs.stripe.com/js/payment_methods/create_payment_method and
 * https://docs.stripe.com/js/payment_intents/handle_next_action
 */

export interface BuyerDetails {
  name: string;
  email: string;
  phone: string;
}

/** The card field's state as Stripe reports it while the shopper types. */
export interface CardState {
  complete: boolean;
  /** Stripe's own words for what is wrong with what is typed so far, e.g. "Your card number is incomplete." */
  error: string | null;
}

export interface StripeCard {
  /** The card as a PaymentMethod id (`pm_...`), or Stripe's message saying what is wrong with it. */
  createPaymentMethod(buyer: BuyerDetails): Promise<{ id: string } | { error: string }>;
  /** The bank's check (3-D Secure) in Stripe's own dialog; an error when the shopper's bank refused or it was abandoned. */
  handleNextAction(clientSecret: string): Promise<{ error?: string }>;
  focus(): void;
  destroy(): void;
}

/**
 * Mounts Stripe's card field into `container` and answers for it. Rejects when Stripe.js cannot be
 * loaded (offline, or blocked), so the form can say so instead of waiting forever.
 */
export async function mountStripeCard(
  publishableKey: string,
  container: HTMLElement,
  { locale, onChange, fallback }: { locale: string; onChange: (state: CardState) => void; fallback: string },
  load: StripeLoader = loadFromStripe,
): Promise<StripeCard> {
  const stripe = await load(publishableKey, locale);
  if (!stripe) throw new Error('Stripe.js is not available here.');
  const card: StripeCardElement = stripe.elements().create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
  card.on('change', (event: StripeCardElementChangeEvent) => onChange({ complete: event.complete, error: event.error?.message ?? null }));
  card.mount(container);
  return {
    async createPaymentMethod(buyer) {
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: buyer.name, email: buyer.email, phone: buyer.phone } });
      if (result.error || !result.paymentMethod) return { error: messageOf(result.error, fallback) };
      return { id: result.paymentMethod.id };
    },
    async handleNextAction(clientSecret) {
      const result = await stripe.handleNextAction({ clientSecret });
      return result.error ? { error: messageOf(result.error, fallback) } : {};
    },
    focus: () => card.focus(),
    destroy: () => card.destroy(),
  };
}
