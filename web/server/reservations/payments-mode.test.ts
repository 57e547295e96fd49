import { describe, expect, it } from 'vitest';
import { paymentsMode } from './gateway';

describe('how deposits are taken (README "Accounts, the watchlist, reservations and buying online"): Stripe with both its keys, else the embedded test gateway', () => {
  it.each([
    ['no keys: the test gateway, the default offline', {}, { kind: 'test' }],
    ['both keys and the webhook secret: Stripe', { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', PAYMENTS_WEBHOOK_SECRET: 'whsec_abc' }, { kind: 'stripe', secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' }],
    ['and another API host (a test double)', { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', PAYMENTS_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: 'http://127.0.0.1:9' }, { kind: 'stripe', secretKey: 'sk_test_abc', publishableKey: 'pk_live_abc', apiBase: 'http://127.0.0.1:9' }],
  ])('%s', (_case, env, mode) => {
    expect(paymentsMode(env)).toEqual(mode);
  });

  it.each([
    ['only the secret key', { STRIPE_SECRET_KEY: 'sk_test_abc' }, /Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/],
    ['only the publishable key', { STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, /Set both/],
    ['a secret key where the publishable one goes', { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }, /must be a publishable key/],
    ['no webhook signing secret (every Stripe event would be refused)', { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, /PAYMENTS_WEBHOOK_SECRET/],
  ])('%s is refused with a message saying what to set', (_case, env, message) => {
    expect(() => paymentsMode(env)).toThrow(message);
  });
});
