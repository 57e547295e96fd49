import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';

/**
 * Loading Stripe.js for the checkout's Stripe fields (the card field, the wallet buttons): from
 * js.stripe.com, as Stripe requires, and only when a field mounts, so a page without Stripe loads
 * nothing of it. https://docs.stripe.com/js/including
 */

/** Loads Stripe.js for a publishable key: `loadStripe` of @stripe/stripe-js, imported only when a Stripe field mounts. */
export type StripeLoader = (publishableKey: string, locale: string) => Promise<Stripe | null>;

/** The site's locale as Stripe.js knows it (it has en-AU and en-NZ, and plain en for the US). */
const STRIPE_LOCALES: Record<string, StripeElementLocale> = { 'en-AU': 'en-AU', 'en-NZ': 'en-NZ', 'en-US': 'en' };

export const loadFromStripe: StripeLoader = async (publishableKey, locale) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey, { locale: STRIPE_LOCALES[locale] ?? 'auto' });
};

/** Stripe's own words for what went wrong, or the form's when Stripe gave none. */
export const stripeMessage = (error: { message?: string } | undefined, fallback: string) => error?.message?.trim() || fallback;
