/** What other packages' tests use from leads: a migrated test database, a software passkey authenticator, and an in-process fake of Stripe's API. */
export { openLeadsTestDatabase } from './db/test-database';
export { createSoftAuthenticator, type SoftAuthenticator } from './accounts/testing/soft-authenticator';
export { FAKE_STRIPE_SECRET_KEY, fakeStripe, type FakeStripe } from './payments/testing/fake-stripe';
