import type { AvailablePaymentMethods, ExpressPaymentType, StripeExpressCheckoutElementClickEvent, StripeExpressCheckoutElementConfirmEvent, StripeExpressCheckoutElementReadyEvent } from '@stripe/stripe-js';
import { loadFromStripe, stripeMessage, type StripeLoader } from './stripe-js';

/**
 * Apple Pay and Google Pay on the Reserve Online form (§2 "We accept: ... Google Pay, Apple Pay"; §9
 * deposit), through Stripe's Express Checkout Element with a deferred intent
 * (https://docs.stripe.com/elements/express-checkout-element/accept-a-payment): Elements are made
 * with the deposit's amount and currency and manual capture, as the server makes the PaymentIntent,
 * so the money is held, not taken. Its buttons show only the wallets the device has (its `ready`
 * event), and only Apple Pay and Google Pay (Link, PayPal and the rest are not what the dealer
 * accepts). When the shopper approves in the wallet's sheet (`confirm`): elements.submit(), the
 * reservation through the API (whose 202 carries the client secret), then stripe.confirmPayment.
 * https://docs.stripe.com/js/elements_object/create_express_checkout_element,
 * https://docs.stripe.com/js/elements_object/express_checkout_element_confirm_event,
 * https://docs.stripe.com/js/payment_intents/confirm_payment
 */

/** The wallets offered: what the server takes as `wallet` (leads/payments/port.ts WALLETS). */
export type Wallet = Extract<ExpressPaymentType, 'apple_pay' | 'google_pay'>;

const isWallet = (type: ExpressPaymentType): type is Wallet => type === 'apple_pay' || type === 'google_pay';

/** Which of the two wallets the device can pay with, as Stripe reports them when its buttons are drawn. */
export function availableWallets(methods: AvailablePaymentMethods | undefined): Wallet[] {
  if (!methods) return [];
  return [...(methods.applePay ? (['apple_pay'] as const) : []), ...(methods.googlePay ? (['google_pay'] as const) : [])];
}

/** A wallet button pressed: the form says within a second whether the sheet may open. */
export interface WalletClick {
  wallet: Wallet;
  /** Opens the wallet's sheet. */
  open(): void;
  /** Keeps it closed (the form's own fields need the shopper first). */
  refuse(): void;
}

/** The shopper approved the payment in the wallet's sheet. */
export interface WalletApproval {
  wallet: Wallet;
  /** Closes the sheet as failed, with a short message where the wallet shows one. */
  fail(message?: string): void;
}

export interface StripeWallet {
  /** elements.submit(): Stripe's check of what the wallet gave, before the reservation is asked for. */
  submit(): Promise<{ error?: string }>;
  /** stripe.confirmPayment with the client secret the reservation's 202 carried: Stripe's message when it is refused. */
  confirm(clientSecret: string): Promise<{ error?: string }>;
  destroy(): void;
}

export interface WalletOptions {
  locale: string;
  /** The deposit in cents and its currency (lower case), as the server holds it. */
  amountCents: number;
  currency: string;
  /** When Stripe says nothing of its own. */
  fallback: string;
  /** Once drawn: the wallets the device has (none: nothing is shown). */
  onAvailable(wallets: Wallet[]): void;
  onClick(click: WalletClick): void;
  onApprove(approval: WalletApproval): void;
}

/**
 * Mounts Stripe's Express Checkout Element into `container` with Apple Pay and Google Pay only.
 * Rejects when Stripe.js cannot be loaded (offline, blocked): then no wallet is offered.
 */
export async function mountStripeWallet(publishableKey: string, container: HTMLElement, options: WalletOptions, load: StripeLoader = loadFromStripe): Promise<StripeWallet> {
  const stripe = await load(publishableKey, options.locale);
  if (!stripe) throw new Error('Stripe.js is not available here.');
  const elements = stripe.elements({ mode: 'payment', amount: options.amountCents, currency: options.currency, captureMethod: 'manual', allowedPaymentMethodTypes: ['card'] });
  const element = elements.create('expressCheckout', {
    paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' },
    buttonType: { applePay: 'plain', googlePay: 'plain' },
  });
  element.on('ready', (event: StripeExpressCheckoutElementReadyEvent) => options.onAvailable(availableWallets(event.availablePaymentMethods)));
  element.on('click', (event: StripeExpressCheckoutElementClickEvent) => {
    if (!isWallet(event.expressPaymentType)) return event.reject();
    options.onClick({ wallet: event.expressPaymentType, open: () => event.resolve(), refuse: () => event.reject() });
  });
  element.on('confirm', (event: StripeExpressCheckoutElementConfirmEvent) => {
    const fail = (message?: string) => event.paymentFailed({ reason: 'fail', ...(message ? { message } : {}) });
    if (!isWallet(event.expressPaymentType)) return fail();
    options.onApprove({ wallet: event.expressPaymentType, fail });
  });
  element.mount(container);
  return {
    async submit() {
      const { error } = await elements.submit();
      return error ? { error: stripeMessage(error, options.fallback) } : {};
    },
    async confirm(clientSecret) {
      try {
        // The wallet's card needs no redirect; a return URL is Stripe's rule for confirmPayment all the same.
        const { error } = await stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
        return error ? { error: stripeMessage(error, options.fallback) } : {};
      } catch {
        return { error: options.fallback };
      }
    },
    destroy: () => element.destroy(),
  };
}
