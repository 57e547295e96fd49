import { orderFromAnswer, type JourneyValues } from '@dealer/leads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appointmentProblem, appointmentWindow, checkStep, fill, forgetOrder, formatCents, formatDay, formFromSteps, handoverWindow, isDay, JOURNEY_STORAGE_KEY,
  orderOutcome, owingCents, rememberOrder, resumePage, stepBody, stepOutcome, storedOrderId, withBuyerPrefill, withOrderParam,
  type JourneyForm,
} from './checkout-journey';

const messages = { hasTradeIn: 'choose trade-in', owing: 'owing in dollars' };
const saved: Required<JourneyValues> = {
  buyer: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' },
  tradeIn: { hasTradeIn: true, make: 'Toyota', model: 'Corolla', year: 2015, km: 120000, rego: 'ABC123', owingCents: 450050 },
  payment: { method: 'pay-in-full' },
  handover: { kind: 'delivery', date: '2026-11-28', address: '1 George St, Parramatta NSW 2150' },
};
const T0 = new Date('2026-11-24T10:00:00Z');
const form = (change: { [S in keyof JourneyForm]?: Partial<JourneyForm[S]> } = {}): JourneyForm => {
  const base = formFromSteps(saved);
  return { buyer: { ...base.buyer, ...change.buyer }, tradeIn: { ...base.tradeIn, ...change.tradeIn }, payment: { ...base.payment, ...change.payment }, handover: { ...base.handover, ...change.handover } };
};

const zone = process.env.TZ;
/** Runs with the browser's clock in `tz` (Node reads TZ again when it changes). */
function inZone<T>(tz: string, run: () => T): T {
  process.env.TZ = tz;
  return run();
}
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('§2 /checkout-journey: a reload resumes the journey at the first step not done, with the saved values', () => {
  it.each<[string, JourneyValues, string]>([
    ['a new order starts at your details', {}, 'buyer'],
    ['details saved: the trade-in', { buyer: saved.buyer }, 'tradeIn'],
    ['a step skipped in between is the one to do', { buyer: saved.buyer, tradeIn: saved.tradeIn, handover: saved.handover }, 'payment'],
    ['every step saved: the review', saved, 'review'],
  ])('%s', (_case, steps, page) => {
    expect(resumePage({ steps })).toBe(page);
  });

  it('the saved steps fill the form, and the form sends them back unchanged', () => {
    const filled = formFromSteps(saved);
    expect(filled.tradeIn).toEqual({ hasTradeIn: 'yes', make: 'Toyota', model: 'Corolla', year: '2015', km: '120000', rego: 'ABC123', owing: '4500.50' });
    for (const step of ['buyer', 'tradeIn', 'payment', 'handover'] as const) expect(stepBody(step, filled)).toEqual(saved[step]);
  });

  it('an empty order is an empty form; "no trade-in" is remembered as No', () => {
    expect(formFromSteps({})).toEqual({
      buyer: { name: '', email: '', phone: '', address: '', postcode: '' },
      tradeIn: { hasTradeIn: '', make: '', model: '', year: '', km: '', rego: '', owing: '' },
      payment: { method: '' },
      handover: { kind: '', date: '', address: '' },
    });
    expect(formFromSteps({ tradeIn: { hasTradeIn: false } }).tradeIn.hasTradeIn).toBe('no');
  });
});

describe('the step bodies the API takes', () => {
  it('trims, sends numbers as numbers, and leaves optional fields out when empty', () => {
    expect(stepBody('tradeIn', form({ tradeIn: { make: ' Mazda ', year: '2018', km: '64,500', rego: ' abc 12 ', owing: '' } }))).toEqual({ hasTradeIn: true, make: 'Mazda', model: 'Corolla', year: 2018, km: 64500, rego: 'ABC 12' });
    expect(stepBody('tradeIn', form({ tradeIn: { hasTradeIn: 'no', make: 'left over' } }))).toEqual({ hasTradeIn: false });
    // An empty odometer is left out, so the API's schema says so (an empty string would coerce to 0 km).
    expect(stepBody('tradeIn', form({ tradeIn: { km: '' } }))).not.toHaveProperty('km');
    expect(stepBody('handover', form({ handover: { kind: 'pickup', address: 'not sent for a pickup' } }))).toEqual({ kind: 'pickup', date: '2026-11-28' });
    expect(stepBody('payment', form({ payment: { method: '' } }))).toEqual({});
  });

  it.each([
    ['', undefined],
    ['4500', 450000],
    ['$4,500.50', 450050],
    ['0.5', 50],
    ['4,500.505', Number.NaN],
    ['about 4k', Number.NaN],
  ])('an amount owing of "%s" is %s cents', (typed, cents) => {
    expect(owingCents(typed)).toEqual(cents);
  });
});

describe('the browser checks each step with the API\'s schema first (the same messages)', () => {
  it.each<[string, Parameters<typeof form>[0], Record<string, string>]>([
    ['a complete step has no errors', {}, {}],
    ['§5: a 3-digit postcode', { buyer: { postcode: '215' } }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
    ['every detail missing, in the order the fields show', { buyer: { name: ' ', email: '', phone: '', address: '', postcode: '' } }, {
      name: 'Please enter your name', email: 'Please enter a valid email address', phone: 'Please enter a valid phone number', address: 'Please enter your address', postcode: 'Invalid postcode. Please enter a 4-digit number.',
    }],
    ['an email without a domain', { buyer: { email: 'sam@' } }, { email: 'Please enter a valid email address' }],
  ])('your details: %s', (_case, change, expected) => {
    expect(checkStep('buyer', form(change), T0, 'UTC', messages)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof form>[0], Record<string, string>]>([
    ['no answer yet', { tradeIn: { hasTradeIn: '' } }, { hasTradeIn: 'choose trade-in' }],
    ['no trade-in needs nothing else', { tradeIn: { hasTradeIn: 'no', make: '' } }, {}],
    ['a trade-in without make or model', { tradeIn: { make: '', model: '' } }, { make: 'Please enter the make', model: 'Please enter the model' }],
    ['an empty odometer', { tradeIn: { km: '' } }, { km: 'Please enter the odometer reading' }],
    ['an odometer with words', { tradeIn: { km: 'lots' } }, { km: 'Please enter the odometer reading' }],
    ['a year from the future', { tradeIn: { year: '2099' } }, { year: 'Please enter the year' }],
    ['an amount owing that is not an amount', { tradeIn: { owing: 'about 4k' } }, { owingCents: 'owing in dollars' }],
  ])('trade-in: %s', (_case, change, expected) => {
    expect(checkStep('tradeIn', form(change), T0, 'UTC', messages)).toEqual(expected);
  });

  it('payment: a choice is needed', () => {
    expect(checkStep('payment', form({ payment: { method: '' } }), T0, 'UTC', messages)).toEqual({ method: 'Please choose how you will pay' });
  });

  it.each<[string, Parameters<typeof form>[0], Record<string, string>]>([
    ['pickup in 4 days', { handover: { kind: 'pickup' } }, {}],
    ['no choice of pickup or delivery', { handover: { kind: '' } }, { kind: 'Please choose pickup or delivery' }],
    ['no date', { handover: { date: '' } }, { date: 'Please choose a date' }],
    ['tomorrow', { handover: { date: '2026-11-25' } }, { date: 'Please choose a date at least 2 days from today' }],
    ['in 61 days', { handover: { date: '2027-01-24' } }, { date: 'Please choose a date within 60 days' }],
    ['a 30th of February', { handover: { date: '2027-02-30' } }, { date: 'Please choose a date' }],
    ['delivery without an address', { handover: { address: ' ' } }, { address: 'Please enter the delivery address' }],
  ])('delivery or pickup: %s', (_case, change, expected) => {
    expect(checkStep('handover', form(change), T0, 'UTC', messages)).toEqual(expected);
  });
});

describe('the handover date window: 2 to 60 days on the dealer\'s calendar, as the API counts them', () => {
  it('a dealer in UTC', () => {
    expect(handoverWindow(T0, 'UTC')).toEqual({ min: '2026-11-26', max: '2027-01-23' });
  });

  it('a Brisbane dealer\'s early morning (still yesterday in UTC) counts from the Brisbane day', () => {
    const morning = new Date('2026-11-24T20:00:00Z'); // 25 Nov, 6 am in Brisbane
    expect(handoverWindow(morning, 'Australia/Brisbane')).toEqual({ min: '2026-11-27', max: '2027-01-24' });
    const check = (date: string) => checkStep('handover', form({ handover: { date } }), morning, 'Australia/Brisbane', messages);
    expect(check('2026-11-26')).toEqual({ date: 'Please choose a date at least 2 days from today' });
    expect(check('2026-11-27')).toEqual({});
    expect(check('2027-01-24')).toEqual({});
    expect(check('2027-01-25')).toEqual({ date: 'Please choose a date within 60 days' });
  });

  it('the shopper\'s own zone changes nothing, so the server\'s render and the browser\'s agree', () => {
    const morning = new Date('2026-11-24T20:00:00Z');
    for (const zone of ['UTC', 'America/New_York', 'Australia/Perth']) {
      expect(inZone(zone, () => handoverWindow(morning, 'Australia/Brisbane'))).toEqual({ min: '2026-11-27', max: '2027-01-24' });
      expect(inZone(zone, () => appointmentWindow(morning, '2026-12-08T09:00:00.000Z', 'Australia/Brisbane'))).toEqual({ min: '2026-11-26', max: '2026-12-08' });
    }
  });
});

/** A refusal as the API answers it: problem details (README "Routes and errors"). */
const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}) => ({ type: 'about:blank', title: 'Refused', status, detail, ...extensions });

const order = { id: '0b5c4c9e-8a4f-4f7e-9a53-1d2f3e4a5b6c', status: 'draft', carId: 'car-1', steps: { buyer: saved.buyer }, priceCents: null, placedAt: null, deliveredAt: null, deliveryOdometerKm: null, returnDeadline: null, returnAppointment: null, refundCents: null };

describe('what each API answer means (a refusal is problem details)', () => {
  it.each<[string, number, Record<string, unknown> | null, unknown]>([
    ['200 with the order: saved', 200, { order }, { kind: 'saved', order }],
    ['400: the message under its field', 400, problem(400, 'Invalid postcode. Please enter a 4-digit number.', { errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' } }), { kind: 'fields', errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.' }, message: null }],
    ['400 on fields and the form: both', 400, problem(400, '2 fields need correcting.', { errors: { form: 'Check the form', name: 'Please enter your name' } }), { kind: 'fields', errors: { name: 'Please enter your name' }, message: 'Check the form' }],
    ['400 on no field of this step: an alert', 400, problem(400, 'Send JSON.', { errors: { form: 'Send JSON.' } }), { kind: 'alert', message: 'Send JSON.' }],
    ['409 placed meanwhile: an alert', 409, problem(409, 'This order has been placed and can no longer be changed.'), { kind: 'alert', message: 'This order has been placed and can no longer be changed.' }],
    ['429 with its detail', 429, problem(429, 'Too many requests. Try again in a minute.', { retryAfterSeconds: 60 }), { kind: 'alert', message: 'Too many requests. Try again in a minute.' }],
    ['a 502 without a body: our own words', 502, null, { kind: 'alert', message: 'fallback' }],
    ['200 without an order is no success', 200, { ok: true }, { kind: 'alert', message: 'fallback' }],
    ['a refusal in the old shape (a proxy, a stale server): our own words', 409, { message: 'Old words.' }, { kind: 'alert', message: 'fallback' }],
  ])('a step: %s', (_case, status, body, expected) => {
    expect(stepOutcome('buyer', { status, body }, 'fallback')).toEqual(expected);
  });

  it.each<[string, number, Record<string, unknown> | null, unknown]>([
    ['201 made', 201, { order }, { kind: 'order', order }],
    ['409 a car bought meanwhile', 409, problem(409, 'Sorry, someone has just bought this car.'), { kind: 'alert', status: 409, message: 'Sorry, someone has just bought this car.' }],
    ['409 the 14-day return has ended', 409, problem(409, 'The 14-day return period ended on 2026-12-08.'), { kind: 'alert', status: 409, message: 'The 14-day return period ended on 2026-12-08.' }],
    ['400 a return appointment that is no date', 400, problem(400, 'Please choose a date for the return appointment', { errors: { appointment: 'Please choose a date for the return appointment' } }), { kind: 'alert', status: 400, message: 'Please choose a date for the return appointment' }],
    ['404', 404, problem(404, 'This site does not sell cars online.'), { kind: 'alert', status: 404, message: 'This site does not sell cars online.' }],
  ])('an order: %s', (_case, status, body, expected) => {
    expect(orderOutcome({ status, body }, 'fallback')).toEqual(expected);
  });

  it('a malformed order is none', () => {
    expect(orderFromAnswer({ order: { ...order, status: 'lost' } })).toBeNull();
    expect(orderFromAnswer({ order: { ...order, id: 7 } })).toBeNull();
    expect(orderFromAnswer({ order: { ...order, steps: 'x' } })).toBeNull();
    expect(orderFromAnswer({ order: { ...order, priceCents: '100' } })).toBeNull();
    expect(orderFromAnswer({ order: { ...order, placedAt: 'yesterday' } })).toBeNull();
    expect(orderFromAnswer({ order })).toEqual(order);
  });
});

describe('the {carId → orderId} memory in localStorage, and order= in the address', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };

  it('remembers an order per car, and forgets it', () => {
    const storage = memory();
    expect(storedOrderId(storage, 'car-1')).toBeNull();
    rememberOrder(storage, 'car-1', 'order-1');
    rememberOrder(storage, 'car-2', 'order-2');
    expect(storedOrderId(storage, 'car-1')).toBe('order-1');
    forgetOrder(storage, 'car-1');
    expect(storedOrderId(storage, 'car-1')).toBeNull();
    expect(storedOrderId(storage, 'car-2')).toBe('order-2');
  });

  it('survives a broken entry, a refusing browser and no storage at all', () => {
    const storage = memory();
    storage.items.set(JOURNEY_STORAGE_KEY, '{not json');
    expect(storedOrderId(storage, 'car-1')).toBeNull();
    storage.items.set(JOURNEY_STORAGE_KEY, JSON.stringify({ 'car-1': 42 }));
    expect(storedOrderId(storage, 'car-1')).toBeNull();
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberOrder(refusing, 'car-1', 'order-1')).not.toThrow();
    expect(storedOrderId(refusing, 'car-1')).toBeNull();
    expect(storedOrderId(null, 'car-1')).toBeNull();
  });

  it('order= is set, replacing an old one, and the rest of the address kept', () => {
    expect(withOrderParam('https://cars.example/checkout-journey?car_id=2019-mazda-cx-5&order=old#top', 'new')).toBe('/checkout-journey?car_id=2019-mazda-cx-5&order=new#top');
  });
});

describe('§4/§9 the return appointment: from tomorrow to the last day of the 14 days', () => {
  const deadline = '2026-12-08T09:00:00.000Z';
  const words = { date: 'choose a date', range: 'outside' };

  it.each([
    ['a week in', '2026-12-01T02:00:00Z', { min: '2026-12-02', max: '2026-12-08' }],
    ['on the last day: tomorrow still', '2026-12-08T05:00:00Z', { min: '2026-12-09', max: '2026-12-09' }],
  ])('%s', (_case, now, window) => {
    expect(appointmentWindow(new Date(now), deadline, 'UTC')).toEqual(window);
  });

  it.each([
    ['', 'choose a date'],
    ['2026-12-31', 'outside'],
    ['2026-12-01', 'outside'],
    ['2026-02-30', 'choose a date'],
    ['2026-12-02', null],
    ['2026-12-08', null],
  ])('"%s": %s', (date, problem) => {
    expect(appointmentProblem(date, { min: '2026-12-02', max: '2026-12-08' }, words)).toBe(problem);
  });
});

describe('dates and money as the site writes them', () => {
  it('days and cents', () => {
    expect(formatDay('2026-11-28', 'en-AU')).toBe('28 Nov 2026');
    expect(formatDay('not a day', 'en-AU')).toBe('not a day');
    expect(formatCents(2_999_000, 'en-AU', 'AUD')).toBe('$29,990');
    expect(formatCents(2_899_050, 'en-AU', 'AUD')).toBe('$28,990.50');
    expect(isDay('2027-02-30')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('labels with {placeholders}: each filled, numbers too; one without a value kept', () => {
    expect(fill('Step {step} of {count}', { step: 2, count: 5 })).toBe('Step 2 of 5');
    expect(fill('{year} {make}, {km} km', { year: 2015, make: 'Toyota' })).toBe('2015 Toyota, {km} km');
  });
});

describe('a signed-in shopper\'s email and phone fill the buyer step (README "Accounts, the watchlist, reservations and buying online")', () => {
  const prefill = { email: 'kim@example.com', phone: '0412 345 678' };
  it.each([
    ['an empty step takes both', formFromSteps({}), { email: 'kim@example.com', phone: '0412 345 678' }],
    ['what the shopper saved stays', formFromSteps({ buyer: { name: 'Kim', email: 'other@example.com', phone: '0499 999 999', address: '1 A St', postcode: '4064' } }), { email: 'other@example.com', phone: '0499 999 999' }],
  ])('%s', (_case, form, expected) => {
    expect(withBuyerPrefill(form, prefill).buyer).toMatchObject(expected);
  });

  it('signed out, nothing is filled; an account with no phone fills the email only', () => {
    expect(withBuyerPrefill(formFromSteps({}), null).buyer).toMatchObject({ email: '', phone: '' });
    expect(withBuyerPrefill(formFromSteps({}), { email: 'kim@example.com', phone: '' }).buyer).toMatchObject({ email: 'kim@example.com', phone: '' });
  });
});
