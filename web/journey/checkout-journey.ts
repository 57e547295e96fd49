import {
  HANDOVER_MAX_DAYS, HANDOVER_MIN_DAYS, JOURNEY_STEPS, dayIn, handoverDateProblem, journeyStepSchemas, orderFromAnswer, problemFieldErrors, problemMessage, stepErrors,
  type JourneyStep, type JourneyValues, type OrderJson,
} from '@dealer/leads';

/**
 * The pure parts of buying a used car online (§2 /checkout-journey) and of the return notice on
 * the order page (§4, §9): the form's values per step and the body each step's PUT takes, the
 * checks made in the browser first (the API's own step schemas, so the messages are the same, and
 * the handover date window), what each answer means for the form (the order in it parsed by its
 * wire schema, `orderJsonSchema` in leads), where a reload resumes, and the {carId → orderId}
 * memory kept in localStorage. No React, so a table-driven test reads every rule here.
 */

/** The journey's pages: the four saved steps, then the review (5 in all, §2 "Step 2 of 5"). */
export const JOURNEY_PAGES = [...JOURNEY_STEPS, 'review'] as const;
export type JourneyPage = (typeof JOURNEY_PAGES)[number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** Where a reload resumes: the first step not yet saved, or the review once all four are. */
export function resumePage(order: Pick<OrderJson, 'steps'>): JourneyPage {
  return JOURNEY_STEPS.find((step) => !order.steps[step]) ?? 'review';
}

/** An order the journey can go on with (a draft) or show as bought; a returned or cancelled one starts afresh. */
export const isLiveOrder = (order: Pick<OrderJson, 'status'>) => order.status !== 'returned' && order.status !== 'cancelled';

/** What the shopper types, step by step: text as typed, a choice '' until made. */
export interface JourneyForm {
  buyer: { name: string; email: string; phone: string; address: string; postcode: string };
  tradeIn: { hasTradeIn: '' | 'no' | 'yes'; make: string; model: string; year: string; km: string; rego: string; owing: string };
  payment: { method: '' | 'pay-in-full' | 'finance' };
  handover: { kind: '' | 'pickup' | 'delivery'; date: string; address: string };
}

/** Cents as the dollars a shopper types: 450000 → "4500", 12345 → "123.45". */
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The form filled with the saved steps (a resumed order), empty where a step is not saved yet. */
export function formFromSteps(steps: JourneyValues): JourneyForm {
  const { buyer, tradeIn, payment, handover } = steps;
  return {
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '', phone: buyer?.phone ?? '', address: buyer?.address ?? '', postcode: buyer?.postcode ?? '' },
    tradeIn:
      tradeIn?.hasTradeIn === true
        ? {
            hasTradeIn: 'yes', make: tradeIn.make, model: tradeIn.model, year: String(tradeIn.year), km: String(tradeIn.km),
            rego: tradeIn.rego ?? '', owing: tradeIn.owingCents === undefined ? '' : dollars(tradeIn.owingCents),
          }
        : { hasTradeIn: tradeIn ? 'no' : '', make: '', model: '', year: '', km: '', rego: '', owing: '' },
    payment: { method: payment?.method ?? '' },
    handover: { kind: handover?.kind ?? '', date: handover?.date ?? '', address: handover?.address ?? '' },
  };
}

/** What the shopper's account already knows (a signed-in shopper): their email and mobile number. */
export interface BuyerPrefill {
  email: string;
  phone: string;
}

/** The buyer's email and phone from the account where the step has none yet, so a signed-in shopper does not type them again. */
export function withBuyerPrefill(form: JourneyForm, prefill: BuyerPrefill | null): JourneyForm {
  if (!prefill) return form;
  const { buyer } = form;
  return { ...form, buyer: { ...buyer, email: buyer.email || prefill.email, phone: buyer.phone || prefill.phone } };
}

/** A whole number typed with spaces or commas ("120,000"), as a number; anything else as typed, for the schema's message. */
function wholeNumber(typed: string): number | string | undefined {
  const text = typed.trim().replace(/[\s,]/g, '');
  if (text === '') return undefined; // absent, so the schema says "Please enter …" (an empty string would coerce to 0)
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Dollars as typed ("$4,500.50") in cents; undefined when empty; NaN when it is not an amount. */
export function owingCents(typed: string): number | undefined {
  const text = typed.trim().replace(/[$\s,]/g, '');
  if (text === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** The body of PUT /api/orders/{id}/steps/{step}: trimmed text, numbers as numbers, optional fields left out when empty. */
export function stepBody(step: JourneyStep, form: JourneyForm): Record<string, unknown> {
  switch (step) {
    case 'buyer': {
      const { name, email, phone, address, postcode } = form.buyer;
      return { name: name.trim(), email: email.trim(), phone: phone.trim(), address: address.trim(), postcode: postcode.trim() };
    }
    case 'tradeIn': {
      const value = form.tradeIn;
      if (value.hasTradeIn === '') return {};
      if (value.hasTradeIn === 'no') return { hasTradeIn: false };
      const owing = owingCents(value.owing);
      const body = {
        hasTradeIn: true,
        make: value.make.trim(),
        model: value.model.trim(),
        year: wholeNumber(value.year),
        km: wholeNumber(value.km),
        rego: value.rego.trim().toUpperCase() || undefined,
        owingCents: owing !== undefined && !Number.isNaN(owing) ? owing : undefined,
      };
      return Object.fromEntries(Object.entries(body).filter((entry) => entry[1] !== undefined));
    }
    case 'payment':
      return form.payment.method ? { method: form.payment.method } : {};
    case 'handover': {
      const { kind, date, address } = form.handover;
      return { ...(kind ? { kind } : {}), date, ...(kind === 'delivery' ? { address: address.trim() } : {}) };
    }
  }
}

/** A real calendar day written YYYY-MM-DD (not 2027-02-30, which Date.parse rolls on to 2 March). */
export function isDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** A day as YYYY-MM-DD, n days after `day` (also YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The handover date input's min and max: 2 to 60 days from the dealer's today (`timeZone`, the
 * dealer's, as the API counts; an Australian morning is still yesterday in UTC). The server's
 * render and the browser's hydration draw the same window, whatever the shopper's own zone.
 */
export function handoverWindow(now: Date, timeZone: string): { min: string; max: string } {
  const today = dayIn(now, timeZone);
  return { min: addDays(today, HANDOVER_MIN_DAYS), max: addDays(today, HANDOVER_MAX_DAYS) };
}

/** The browser's own messages, for what the step schemas leave to a default. */
export interface JourneyCheckMessages {
  hasTradeIn: string;
  owing: string;
}

/** The fields of each step, in the order they show: the first with an error takes the focus. */
export const STEP_FIELDS: Record<JourneyStep, readonly string[]> = {
  buyer: ['name', 'email', 'phone', 'address', 'postcode'],
  tradeIn: ['hasTradeIn', 'make', 'model', 'year', 'km', 'rego', 'owingCents'],
  payment: ['method'],
  handover: ['kind', 'date', 'address'],
};

/** Errors keyed by field, in the order the fields show. */
export type FieldErrors = Record<string, string>;

const ordered = (step: JourneyStep, errors: FieldErrors): FieldErrors =>
  Object.fromEntries([...STEP_FIELDS[step].filter((field) => errors[field]).map((field) => [field, errors[field]!]), ...Object.entries(errors).filter(([field]) => !STEP_FIELDS[step].includes(field))]);

/**
 * The browser's checks of one step before it is sent: the API's own schema for the step (so every
 * message is the one the API would send), the handover date against the dealer's today (in
 * `timeZone`, as the API counts it), and the two things the schemas leave to zod's defaults (no
 * trade-in answer yet, an amount owing that is not an amount).
 */
export function checkStep(step: JourneyStep, form: JourneyForm, now: Date, timeZone: string, messages: JourneyCheckMessages): FieldErrors {
  if (step === 'tradeIn' && form.tradeIn.hasTradeIn === '') return { hasTradeIn: messages.hasTradeIn };
  const parsed = journeyStepSchemas[step].safeParse(stepBody(step, form));
  const errors: FieldErrors = parsed.success ? {} : stepErrors(parsed.error);
  if (step === 'tradeIn' && form.tradeIn.hasTradeIn === 'yes' && Number.isNaN(owingCents(form.tradeIn.owing))) errors.owingCents ??= messages.owing;
  if (step === 'handover' && !errors.date) {
    const problem = handoverDateProblem(form.handover.date, dayIn(now, timeZone));
    if (problem) errors.date = problem;
  }
  return ordered(step, errors);
}

/** A JSON answer: the status and the body (null when it is not a JSON object). */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/**
 * What a step's PUT answer means (a refusal is problem details, README "Routes and errors"):
 * - saved (200 with the order): go on;
 * - fields (400): the messages of `errors` under the step's fields, and anything else (`form`) as an alert;
 * - alert: the refusal's `detail` for a 409 (placed meanwhile), 404, 429 or anything else.
 */
export type StepOutcome = { kind: 'saved'; order: OrderJson } | { kind: 'fields'; errors: FieldErrors; message: string | null } | { kind: 'alert'; message: string };

export function stepOutcome(step: JourneyStep, answer: JsonAnswer, fallback: string): StepOutcome {
  const order = answer.status === 200 ? orderFromAnswer(answer.body) : null;
  if (order) return { kind: 'saved', order };
  if (answer.status === 400) {
    const errors: FieldErrors = {};
    let message: string | null = null;
    for (const [field, text] of Object.entries(problemFieldErrors(answer.body))) {
      if (STEP_FIELDS[step].includes(field)) errors[field] = text;
      else message ??= text;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors: ordered(step, errors), message };
  }
  return { kind: 'alert', message: problemMessage(answer.body, fallback) };
}

/** What an answer carrying an order means (POST /api/orders, GET, place, return-notice): the order, or the refusal's message. */
export type OrderOutcome = { kind: 'order'; order: OrderJson } | { kind: 'alert'; status: number; message: string };

export function orderOutcome(answer: JsonAnswer, fallback: string): OrderOutcome {
  const order = answer.status >= 200 && answer.status < 300 ? orderFromAnswer(answer.body) : null;
  return order ? { kind: 'order', order } : { kind: 'alert', status: answer.status, message: problemMessage(answer.body, fallback) };
}

/** One same-origin JSON call (the browser adds the Origin the order endpoints check). A network failure throws. */
export async function requestJson(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<JsonAnswer> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: isRecord(parsed) ? parsed : null };
}

/** The localStorage entry: {carId → orderId}, so coming back to a car's journey resumes its order. */
export const JOURNEY_STORAGE_KEY = 'dealer.checkoutJourney.orders';
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function readOrders(storage: KeyValueStore | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(JOURNEY_STORAGE_KEY) ?? '{}');
    return isRecord(parsed) ? (Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => isText(entry[1]))) as Record<string, string>) : {};
  } catch {
    return {}; // storage turned off, or an entry that is not JSON
  }
}

function writeOrders(storage: KeyValueStore | null, orders: Record<string, string>): void {
  try {
    storage?.setItem(JOURNEY_STORAGE_KEY, JSON.stringify(orders));
  } catch {
    // Storage full or turned off: the order id stays in the URL, which is enough to resume.
  }
}

export const storedOrderId = (storage: KeyValueStore | null, carId: string): string | null => readOrders(storage)[carId] ?? null;

export function rememberOrder(storage: KeyValueStore | null, carId: string, orderId: string): void {
  const orders = readOrders(storage);
  if (orders[carId] !== orderId) writeOrders(storage, { ...orders, [carId]: orderId });
}

export function forgetOrder(storage: KeyValueStore | null, carId: string): void {
  const orders = readOrders(storage);
  if (!(carId in orders)) return;
  delete orders[carId];
  writeOrders(storage, orders);
}

/** The address with `order={id}` set (history.replaceState), the rest of it kept. */
export function withOrderParam(href: string, orderId: string): string {
  const url = new URL(href);
  url.searchParams.set('order', orderId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A calendar day (YYYY-MM-DD) as the site shows dates: 28 Nov 2026 (en-AU). */
export function formatDay(day: string, locale: string): string {
  if (!isDay(day)) return day;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
}

/** A label's {placeholders} filled in ("Step {step} of {count}"); one without a value stays as written. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/** Cents as the site shows money: whole dollars unless there are cents ($4,500, $123.45). */
export function formatCents(cents: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/**
 * The return appointment's window (§4, §9): from the dealer's tomorrow (`timeZone`) to the last day
 * of the 14-day period, as the dealer's calendar has it. Notice given on the last day still gets
 * tomorrow: the period is for the notice, and the appointment follows it.
 */
export function appointmentWindow(now: Date, returnDeadline: string, timeZone: string): { min: string; max: string } {
  const min = addDays(dayIn(now, timeZone), 1);
  const deadline = new Date(returnDeadline);
  return { min, max: Number.isNaN(deadline.getTime()) ? min : later(dayIn(deadline, timeZone), min) };
}

/** The appointment's problem, or null: none chosen, or outside the window. */
export function appointmentProblem(date: string, window: { min: string; max: string }, messages: { date: string; range: string }): string | null {
  if (!isDay(date)) return messages.date;
  return date < window.min || date > window.max ? messages.range : null;
}
