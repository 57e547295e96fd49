/**
 * Server-only parts of leads: the tables leads own in the platform's one database (enquiries,
 * tracking events, delivery outbox), their migrations, storing and listing them, and the delivery worker.
 */
export * from './index';
export { migrateLeads } from './db/migrate';
export { recordTrackingEvent, trackingEventSchema, TRACKING_EVENT_IDS, type TrackingEvent } from './db/tracking-events';
export { storeEnquiry, listEnquiries, findEnquiry, type EnquiryRecord, type StoredEnquiry, type StoredEnquiryRow, type StoreEnquiryOptions } from './db/enquiries';
export { recordPhoneReveal, phoneRevealSchema, type PhoneReveal } from './db/phone-reveals';
export { enquiries as enquiriesTable, phoneReveals as phoneRevealsTable, trackingEvents as trackingEventsTable, ENQUIRY_DELIVERY_STATUSES, type EnquiryDeliveryStatus } from './db/schema';
export {
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  DEFAULT_LEASE_MS,
  RETRY_WINDOW_MS,
  backoffMs,
  claimDueDeliveries,
  deliveriesForLead,
  enqueueDeliveries,
  listDeliveries,
  recordDeliveryAttempt,
  releaseClaims,
  type ClaimOptions,
  type DeliveryChannel,
  type DeliveryStatus,
  type LeadDelivery,
  type LeadDeliveryAttempt,
  type LeadDeliveryWithAttempts,
  type RecordOptions,
  type SendResult,
} from './delivery/outbox';
export {
  createDeliveryWorker,
  type DeliverySender,
  type DeliverySenders,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  type LeadForDelivery,
  type SendContext,
} from './delivery/worker';
export { leadDeliveries as leadDeliveriesTable, leadDeliveryAttempts as leadDeliveryAttemptsTable } from './db/schema';
export {
  AdfError,
  OFFER_ACCEPTED_SUBCATEGORY,
  adfLeadFromEnquiry,
  adfReadableText,
  buildAdf,
  describeVehicle,
  escapeXmlAttribute,
  escapeXmlText,
  splitName,
  stripInvalidXmlChars,
  type AdfCarFacts,
  type AdfEnquiry,
  type AdfInterest,
  type AdfLead,
  type AdfLeadContext,
  type AdfVehicle,
  type AdfVehicleStatus,
} from './delivery/adf';
export {
  createSmtpSender,
  dealerLeadEmail,
  formatMessageId,
  leadMessageKey,
  shopperConfirmationEmail,
  type DealerLeadEmailInput,
  type LeadEmail,
  type SendMailResult,
  type ShopperConfirmationInput,
  type ShopperConfirmationTexts,
  type SmtpSender,
  type SmtpSenderOptions,
  type SmtpTransportOptions,
} from './delivery/channels/smtp';
export {
  createWebhookSender,
  signWebhookBody,
  verifyWebhookSignature,
  type VerifyWebhookSignatureInput,
  type WebhookLead,
  type WebhookResult,
  type WebhookSender,
  type WebhookSenderOptions,
} from './delivery/channels/webhook';
export {
  MAX_MESSAGE_BYTES,
  listMailbox,
  readMailboxMessage,
  sanitiseMessageId,
  startLocalMailServer,
  type LocalMailServer,
  type LocalMailServerOptions,
  type MailboxEntry,
  type MailboxMessage,
} from './delivery/mail-server';
export { deliveryChannelsFor, dealerLeadAddress } from './delivery/routing';
export { RATE_LIMITS, databaseRateLimiter, memoryRateLimiter, type RateLimit, type RateLimiter, type RateVerdict } from './abuse/rate-limit';
export { LEAD_STATES, leadReceipts, resendDelivery, type LeadReceipt, type LeadState, type ResendOutcome } from './delivery/receipts';
export { runDeliveryScenario, type DeliveryScenarioOptions, type DeliveryScenarioResult } from './bench/scenario';
export { SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_MS, issueSignInCode, verifySignInCode, type SignInFailure, type SignInResult } from './accounts/sign-in';
export {
  SIGN_IN_CODES_PER_HOUR, SIGN_IN_LOCKOUT_MS, SIGN_IN_WRONG_CODES_PER_HOUR, TooManySignInCodes,
} from './accounts/sign-in-limits';
export { SESSION_TTL_MS, endSession, shopperForSession, type NewSession, type Shopper } from './accounts/sessions';
export { deleteShopper, setShopperPhone } from './accounts/shoppers';
export {
  PASSKEY_CHALLENGE_TTL_MS, addPasskey, listPasskeys, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey,
  type Passkey, type PasskeyFailure, type RelyingParty,
} from './accounts/passkeys';
export type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
export { listWatchlist, removeFromWatchlist, saveToWatchlist } from './accounts/watchlist';
export { enquiriesFromAddress, type ShopperEnquiry } from './accounts/enquiries';
export { normaliseEmail } from './accounts/secrets';
export { RESERVATION_HOLD_MS, PENDING_ABANDONED_MS, captureReservation, confirmReservationPayment, findReservation, releaseReservation, reservationsForSite, type ConfirmResult, releaseLapsedReservations, reservationByKey, reservationHistory, reservationsOf, reserveCar, reservedCarIds, type Reservation, type ReserveInput, type ReserveOptions, type ReserveResult } from './reservations/reserve';
export { RESERVATION_STATUSES, type ReservationStatus } from './reservations/schema';
export { reservationByPayment } from './reservations/by-payment';
export { reservationIdOfLead, reservationLeadKey } from './reservations/deposit-notice';
export { TEST_CARDS, cardProblem, createTestGateway } from './payments/test-gateway';
export type { AuthenticationNeeded, AuthorizeInput, AuthorizeResult, CardDetails, PaymentGateway, PaymentRefusal, PaymentStatus, SettleResult } from './payments/port';
export { testGatewayPayments as testGatewayPaymentsTable } from './payments/schema';
export { reservations as reservationsTable } from './reservations/schema';
export { shoppers as shoppersTable } from './accounts/schema';
export { applyPaymentEvent, paymentEventSchema, type EventOutcome, type PaymentEvent } from './payments/events';
export { SIGNATURE_TOLERANCE_SECONDS, signPaymentEvent, verifyPaymentEventSignature } from './payments/event-signature';
export { postSignedPaymentEvent } from './payments/event-delivery';
export { TEST_HOLD_LIFETIME_MS, type TestGateway, type TestGatewayOptions } from './payments/test-gateway';
export { DRAFT_ORDER_ABANDONED_MS, cancelAbandonedDrafts, claimOrder, findOrder, orderIdOfLead, orderLeadKey, giveReturnNotice, markOrderDelivered, missingSteps, orderedCarIds, orderHistory, ordersOf, placeOrder, placedOrdersForSite, recordReturnInspection, saveOrderStep, startOrder, type Order, type PlaceResult, type StepResult } from './orders/orders';
export { ORDER_STATUSES, type OrderStatus } from './orders/schema';
export { CarAlreadyClaimed, claimedCarIds, liveCarClaim, type CarClaim } from './claims/claims';
export { carClaims as carClaimsTable, CLAIM_HOLDERS, type ClaimHolder } from './claims/schema';
export { orderAccess, type OrderAccess } from './orders/order-access';
export { FUEL_LEVELS, RETURN_DAYS, RETURN_MAX_KM, inspectReturn, returnDeadline, returnNoticeAllowed, type FuelLevel, type ReturnInspection } from './orders/return-rules';
export { STRIPE_API_VERSION, createStripeGateway, type StripeGatewayOptions } from './payments/stripe';
