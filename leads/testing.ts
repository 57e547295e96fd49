/**
 * What other packages' tests and benches use from leads: a migrated test database, a software
 * passkey authenticator, an in-process fake of Stripe's API, and what the lead-delivery bench
 * (tests/bench/leads, README "Lead delivery") reads beyond the app's `@dealer/leads/server`: the
 * outbox's channel and status types, the attempts table, and the webhook signature check its
 * stand-in CRM applies.
 */
export { openLeadsTestDatabase } from './db/test-database';
export { createSoftAuthenticator, type SoftAuthenticator } from './accounts/testing/soft-authenticator';
export { FAKE_STRIPE_SECRET_KEY, fakeStripe, type FakeStripe } from './payments/testing/fake-stripe';
export { leadDeliveryAttempts as leadDeliveryAttemptsTable, type DeliveryChannel, type DeliveryStatus } from './db/schema';
export { verifyWebhookSignature, type WebhookSender } from './delivery/channels/webhook';
// Captcha answers solved as the widget solves them (leads/README.md "Captcha"), for route tests and the e2e suite.
export { captchaPayload, solveCaptcha, solvedCaptcha, type SolvedCaptchaOptions } from './captcha/testing';
export { captchaSolutions as captchaSolutionsTable } from './captcha/schema';
