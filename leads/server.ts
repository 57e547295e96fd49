/**
 * Server-only parts of leads, as the web app uses them: the tables leads own in the platform's one
 * database and their migrations, storing and listing enquiries, the delivery worker and its
 * channels, shopper accounts, reservations, payments and orders. It exports what the app imports
 * and nothing more; tests and benches take leads' other internals from `@dealer/leads/testing`,
 * and the browser-safe contract is `@dealer/leads`.
 */
// A row id from outside (README "Holding under abuse"), for server modules that already import this entry.
export { parseUuid } from './contract/ids';
export { migrateLeads } from './db/migrate';
export {
  enquiries as enquiriesTable,
  leadDeliveries as leadDeliveriesTable,
  phoneReveals as phoneRevealsTable,
  trackingEvents as trackingEventsTable,
} from './db/schema';
export { recordTrackingEvent, trackingEventSchema } from './db/tracking-events';
export { storeEnquiry, listEnquiries, findEnquiry, type EnquiryRecord } from './db/enquiries';
export { recordPhoneReveal, phoneRevealSchema } from './db/phone-reveals';
export { createDeliveryWorker, type DeliverySender, type DeliverySenders, type DeliveryWorker, type LeadForDelivery } from './delivery/worker';
export { adfLeadFromEnquiry, adfReadableText, buildAdf, describeVehicle } from './delivery/adf';
export {
  createSmtpSender, dealerLeadEmail, shopperConfirmationEmail, type ShopperConfirmationTexts, type SmtpSender, type SmtpTransportOptions,
} from './delivery/channels/smtp';
export { createWebhookSender } from './delivery/channels/webhook';
export { listMailbox, readMailboxMessage, startLocalMailServer, type LocalMailServer } from './delivery/mail-server';
export { deliveryChannelsFor, dealerLeadAddress } from './delivery/routing';
export { LEAD_STATES, leadReceipts, resendDelivery, type LeadState } from './delivery/receipts';
export { RATE_LIMITS, databaseRateLimiter, memoryRateLimiter, redisRateLimiter, type RateLimiter } from './abuse/rate-limit';
export { SIGN_IN_CODE_TTL_MS, issueSignInCode, verifySignInCode, type SignInFailure } from './accounts/sign-in';
export { TooManySignInCodes } from './accounts/sign-in-limits';
export { endSession, shopperForSession, type Shopper } from './accounts/sessions';
export { deleteShopper, setShopperPhone } from './accounts/shoppers';
export {
  addPasskey, listPasskeys, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey,
  type Passkey, type PasskeyFailure, type RelyingParty,
} from './accounts/passkeys';
export type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
export { listWatchlist, removeFromWatchlist, saveToWatchlist } from './accounts/watchlist';
export { enquiriesFromAddress } from './accounts/enquiries';
export { shoppers as shoppersTable } from './accounts/schema';
export {
  RESERVATION_HOLD_MS, captureReservation, confirmReservationPayment, findReservation, releaseLapsedReservations, releaseReservation, reservationByKey,
  reservationsForSite, reservationsOf, reserveCar, reservedCarIds, type Reservation, type ReserveInput, type ReserveOptions,
} from './reservations/reserve';
export { reservations as reservationsTable, type ReservationStatus } from './reservations/schema';
export { reservationByPayment } from './reservations/by-payment';
export { reservationIdOfLead, reservationLeadKey } from './reservations/deposit-notice';
export { TEST_CARDS, createTestGateway, type TestGateway } from './payments/test-gateway';
export type { PaymentGateway, Wallet } from './payments/port';
export { WALLETS } from './payments/port';
export { testGatewayPayments as testGatewayPaymentsTable } from './payments/schema';
export { applyPaymentEvent, paymentEventSchema, type PaymentEvent } from './payments/events';
export { signPaymentEvent, verifyPaymentEventSignature } from './payments/event-signature';
export { postSignedPaymentEvent } from './payments/event-delivery';
export { createStripeGateway } from './payments/stripe';
export {
  cancelAbandonedDrafts, claimOrder, findOrder, giveReturnNotice, markOrderDelivered, orderIdOfLead, orderLeadKey, orderedCarIds, ordersOf, placeOrder,
  placedOrdersForSite, recordReturnInspection, saveOrderStep, startOrder, type Order,
} from './orders/orders';
export type { OrderStatus } from './orders/schema';
export { orderAccess, type OrderAccess } from './orders/order-access';
export { FUEL_LEVELS, RETURN_DAYS, RETURN_MAX_KM, returnDeadline } from './orders/return-rules';
export { claimedCarIds, liveCarClaim } from './claims/claims';
// Where a shopper's postcode is and the nearest dealership location (§3 lead form, §5, §9): leads/README.md "Postcodes".
export { distanceKm, type GeoPoint } from './postcodes/distance';
export { lookupPostcode, type PostcodePlace } from './postcodes/lookup';
export { nearestLocation, type Locatable } from './postcodes/nearest';
// The trade-in valuation (§3 "Valuation lead", §5/§9 trade-in terms; leads/valuation/README.md): the provider this deployment uses and the offer.
export { readValuationProviderConfig, valuationProviderFor, type ValuationProviderConfig } from './valuation/provider-factory';
export { requestTradeInOffer } from './valuation/request-offer';
export { OFFER_VALID_DAYS, onlineEstimateExclusion, tradeInOffer, type OfferFormat } from './valuation/offer';
export { createEmbeddedValuationProvider } from './valuation/embedded-provider';
// The valuations a site keeps (table trade_in_valuations) and the trade-in as its accepted lead carries it.
export { acceptValuation, findValuation, recordValuationAnswers, sameLookup, startValuation, valuationByKey, valuationLeadKey } from './valuation/valuations';
export { tradeInValuations as tradeInValuationsTable, type TradeInValuation, type ValuationStatus } from './valuation/schema';
export { tradeInLeadExtra } from './valuation/lead-extra';
export { AUTOGRAB_TIMEOUT_MS, createAutoGrabProvider, type AutoGrabOptions } from './valuation/autograb';
export type {
  IdentifiedVehicle, LookupResult, ProviderCallOptions, ProviderReference, ProviderUnavailable, TradeValue, ValuationProvider, ValueAdjustment, ValueResult,
} from './valuation/port';
// The lead forms' captcha (§5 "captcha shown by default"; leads/README.md "Captcha"): issue a challenge, verify and take an answer once.
export {
  CAPTCHA_MESSAGES, issueCaptchaChallenge, pruneCaptchaSolutions, verifyCaptchaSolution, type CaptchaChallenge, type CaptchaFailure, type CaptchaResult,
} from './captcha/captcha';
// Finance requests (§2 finance pages) as their stored lead carries them, and what the dealer's email is about (README "Lead delivery").
export { FINANCE_EXTRA_KEYS, dealerEmailAbout, financeFromLeadExtra, financeLeadExtra, type FinanceLeadFacts } from './finance/lead-extra';
