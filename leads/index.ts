/**
 * Transactions for every runtime, browser included: the lead contract (one zod schema per form,
 * shared by the browser and the API) and its plain rules. Everything that needs the database is in
 * `@dealer/leads/server`.
 */
export * from './contract/enquiry-rules';
export * from './contract/enquiry';
// The one schema of a row id from outside (a path, a query, a body): README "Holding under abuse".
export { parseUuid, uuidSchema } from './contract/ids';
// What crosses from the server to the browser and the Studio: states, and the order as the API answers it.
export { FUEL_LEVELS, ORDER_STATUSES, RESERVATION_STATUSES, type FuelLevel, type OrderStatus, type ReservationStatus } from './contract/statuses';
export { orderFromAnswer, orderJsonSchema, type OrderJson } from './contract/order-json';
// How every API refusal reads (RFC 9457), for the forms, islands and Studio tools: README "Routes and errors".
export { PROBLEM_CONTENT_TYPE, isProblemDetails, problemFieldErrors, problemMessage, readProblem, type ProblemDetails } from './contract/problem';
export { salesJsonSchema, salesOrderSchema, salesReservationSchema, type SalesJson, type SalesOrder, type SalesReservation } from './contract/sales-json';
// Buying a used car online (§2 /checkout-journey): the steps' schemas, shared by the browser form and the API.
export {
  HANDOVER_MAX_DAYS, HANDOVER_MIN_DAYS, JOURNEY_STEPS, buyerStepSchema, dayIn, handoverDateProblem, handoverStepSchema, journeyStepSchemas, paymentStepSchema, stepErrors, tradeInStepSchema,
  type JourneyStep, type JourneyValues,
} from './orders/journey';
// The trade-in valuation (§3 "Valuation lead", §5 trade-in terms): the lookup and answers' schemas and the offer as the API sends it.
export {
  AU_REGO_STATES, KEY_COUNTS, NO_ONLINE_ESTIMATE_REASONS, ODOMETER_MAX_KM, PLATE_MAX_LENGTH, SERVICE_HISTORIES, VALUATION_CURRENCY, VEHICLE_CONDITIONS, YES_NO,
  OFFER_ACCEPTED_SUBCATEGORY, TRADE_IN_CATEGORY, TRADE_IN_ENQUIRY_SUBCATEGORY, TRADE_IN_TRACKING_EVENTS,
  isPlate, isVin, normalisePlate, normaliseVin, odometerKmFromMiles, valuationErrorMessages, valuationMarket, valuationMessageKeys, vinCheckDigit,
  type AuRegoState, type KeyCount, type NoOnlineEstimateReason, type RegoState, type ServiceHistory, type ValuationCurrency, type ValuationErrorMessages,
  type ValuationMarket, type VehicleCondition, type YesNo,
} from './contract/valuation-rules';
export {
  createAdjustmentAnswersSchema, createVehicleLookupSchema, tradeInOfferJsonSchema,
  type AdjustmentAnswers, type PlateLookup, type TradeInOfferJson, type VehicleLookupRequest, type VinLookup,
} from './contract/valuation';
// The §3 lead form's postcode field and its §5 rule per market; the lookup is `lookupPostcode` in `@dealer/leads/server`.
export {
  POSTCODE_DIGITS, POSTCODE_MESSAGE_KEYS, isPostcode, normalisePostcode, postcodeInput, postcodeMarket, postcodeProblem,
  type PostcodeInput, type PostcodeMarket,
} from './contract/postcode';
// §3 lead form fields (first and last name, postcode, mobile, email): the trade-in offer's acceptance.
export { createLeadFormSchema, leadFormMessageKeys, leadFormMessages, type LeadFormMessages, type LeadFormValues } from './contract/lead-form';
export { LEAD_SOURCE, leadAttributesSchema, leadContextExtra, leadContextFields } from './contract/lead-attributes';
export { MAX_LINKED_QUERY_PARAMS, MAX_VISITED_PAGES, type LeadAttributes } from './contract/lead-attribute-limits';
// Finance requests (§2 /finance-enquiry, /apply-for-finance, /finance-pre-approval, /personalised/finance): the plain rules and the one schema.
export {
  EMPLOYMENT_STATUSES, FINANCE_CATEGORY, FINANCE_FIELD_ORDER, FINANCE_KINDS, FINANCE_KIND_ROUTES, FINANCE_LIMITS, FINANCE_SUBCATEGORIES, INCOME_FREQUENCIES,
  LICENCE_TYPES, LOAN_TERMS_MONTHS, PERIODS_PER_YEAR, RESIDENTIAL_STATUSES,
  asksLenderQuestions, carFinancePath, financeFormRulesFor, financeKindOf, financeKindsFor, financeMessageKeys, financeMessages, hasEmployer, kindOfRoute,
  personalisedFinanceKind, takesFinanceRequests, usesPersonalisedFinance, wholeNumber,
  type EmploymentStatus, type FinanceFeatures, type FinanceField, type FinanceFormRules, type FinanceKind, type FinanceMessages, type FinanceRouteName,
  type IncomeFrequency, type LicenceType, type ResidentialStatus,
} from './contract/finance-rules';
export {
  createFinanceApplicationSchema, emptyFinanceApplication,
  type FinanceApplicant, type FinanceApplication, type FinanceApplicationInput, type FinanceApplicationMessages, type FinanceApplicationSchema,
} from './contract/finance-application';

// The trade-in facts a lead carries, as the Studio's Leads tool reads them (a type only: nothing of the server comes along).
export type { TradeInLeadFacts } from './valuation/lead-extra';
