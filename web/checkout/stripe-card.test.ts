import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { mountStripeCard, type CardState } from './stripe-card';

/**
 * The Stripe card field's wrapper (§9 deposit) over a stand-in for Stripe.js with the calls it makes
 * (https://docs.stripe.com/js): elements().create('card'), mount, on('change'), createPaymentMethod,
 * handleNextAction. The real Stripe.js loads from js.stripe.com, which this machine cannot reach.
 */
function fakeStripeJs(answers: { paymentMethod?: unknown; nextAction?: unknown } = {}) {
  const handlers: ((event: unknown) => void)[] = [];
  const card = {
    mount: vi.fn(),
    on: vi.fn((name: string, handler: (event: unknown) => void) => name === 'change' && handlers.push(handler)),
    focus: vi.fn(),
    destroy: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () => answers.paymentMethod ?? { paymentMethod: { id: 'pm_123' } }),
    handleNextAction: vi.fn(async () => answers.nextAction ?? { paymentIntent: { status: 'requires_capture' } }),
  };
  return { stripe, card, type: (event: unknown) => handlers.forEach((handler) => handler(event)) };
}

const container = {} as HTMLElement;
const mount = (fake: ReturnType<typeof fakeStripeJs>, onChange: (state: CardState) => void = () => {}) =>
  mountStripeCard('pk_test_abc', container, { locale: 'en-AU', onChange, fallback: 'Your card could not be used.' }, async () => fake.stripe as unknown as Stripe);

describe('Stripe\'s card field (no card number reaches our server)', () => {
  it('mounts Stripe\'s card element into the form and reports what the shopper types', async () => {
    const fake = fakeStripeJs();
    const states: CardState[] = [];
    await mount(fake, (state) => states.push(state));
    expect(fake.card.mount).toHaveBeenCalledWith(container);
    fake.type({ complete: false, error: { message: 'Your card number is incomplete.' } });
    fake.type({ complete: true });
    expect(states).toEqual([{ complete: false, error: 'Your card number is incomplete.' }, { complete: true, error: null }]);
  });

  it('turns the card into a PaymentMethod with the buyer\'s details, and only its id comes back', async () => {
    const fake = fakeStripeJs();
    const card = await mount(fake);
    expect(await card.createPaymentMethod({ name: 'Ava', email: 'ava@example.com', phone: '0412 345 678' })).toEqual({ id: 'pm_123' });
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.card,
      billing_details: { name: 'Ava', email: 'ava@example.com', phone: '0412 345 678' },
    });
  });

  it.each([
    ['Stripe\'s own message', { error: { message: 'Your card\'s security code is incomplete.' } }, 'Your card\'s security code is incomplete.'],
    ['no message: the form\'s own words', { error: {} }, 'Your card could not be used.'],
  ])('a card Stripe cannot use: %s', async (_case, answer, message) => {
    const card = await mount(fakeStripeJs({ paymentMethod: answer }));
    expect(await card.createPaymentMethod({ name: 'Ava', email: 'ava@example.com', phone: '0412 345 678' })).toEqual({ error: message });
  });

  it('runs the bank\'s check with the client secret from the server\'s 202, and says when the bank refused', async () => {
    const passed = fakeStripeJs();
    expect(await (await mount(passed)).handleNextAction('pi_1_secret_2')).toEqual({});
    expect(passed.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    const refused = await mount(fakeStripeJs({ nextAction: { error: { message: 'We are unable to authenticate your payment method.' } } }));
    expect(await refused.handleNextAction('pi_1_secret_2')).toEqual({ error: 'We are unable to authenticate your payment method.' });
  });

  it('Stripe.js that cannot load is an error the form can show, not a wait for ever', async () => {
    await expect(mountStripeCard('pk_test_abc', container, { locale: 'en-US', onChange: () => {}, fallback: 'x' }, async () => null)).rejects.toThrow(/not available/);
  });
});
