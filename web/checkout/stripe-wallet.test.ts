// @vitest-environment jsdom
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { availableWallets, mountStripeWallet, type Wallet, type WalletApproval, type WalletClick } from './stripe-wallet';

/**
 * Apple Pay and Google Pay's wrapper (§2 payment strip, §9 deposit) over a stand-in for Stripe.js
 * with the calls it makes (https://docs.stripe.com/js): elements({mode: 'payment', ...}),
 * create('expressCheckout'), on('ready' | 'click' | 'confirm'), mount, elements.submit(),
 * confirmPayment. The real Stripe.js loads from js.stripe.com, which this machine cannot reach.
 */
function fakeStripeJs(answers: { submit?: unknown; confirmPayment?: unknown } = {}) {
  const handlers = new Map<string, (event: unknown) => void>();
  const element = { mount: vi.fn(), destroy: vi.fn(), on: vi.fn((name: string, handler: (event: unknown) => void) => handlers.set(name, handler)) };
  const elements = { create: vi.fn(() => element), submit: vi.fn(async () => answers.submit ?? {}) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => answers.confirmPayment ?? { paymentIntent: { status: 'requires_capture' } }),
  };
  return { stripe, elements, element, fire: (name: string, event: unknown) => handlers.get(name)?.(event) };
}

const container = document.createElement('div');
function mount(fake: ReturnType<typeof fakeStripeJs>, seen: { available?: Wallet[][]; clicks?: WalletClick[]; approvals?: WalletApproval[] } = {}) {
  return mountStripeWallet(
    'pk_test_abc',
    container,
    {
      locale: 'en-AU', amountCents: 20_000, currency: 'aud', fallback: 'Your wallet payment did not go through.',
      onAvailable: (wallets) => seen.available?.push(wallets),
      onClick: (click) => seen.clicks?.push(click),
      onApprove: (approval) => seen.approvals?.push(approval),
    },
    async () => fake.stripe as unknown as Stripe,
  );
}

describe('Apple Pay and Google Pay through Stripe\'s Express Checkout Element (deferred intent)', () => {
  it('Elements for the deposit held, not taken: mode payment, the amount in cents, manual capture, cards (which the wallets pay with); Apple Pay and Google Pay only', async () => {
    const fake = fakeStripeJs();
    await mount(fake);
    expect(fake.stripe.elements).toHaveBeenCalledWith({ mode: 'payment', amount: 20_000, currency: 'aud', captureMethod: 'manual', allowedPaymentMethodTypes: ['card'] });
    expect(fake.elements.create).toHaveBeenCalledWith('expressCheckout', expect.objectContaining({
      paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' },
    }));
    expect(fake.element.mount).toHaveBeenCalledWith(container);
  });

  it.each([
    ['no wallet on the device (Stripe: undefined)', undefined, []],
    ['Apple Pay', { applePay: true, googlePay: false, link: false, paypal: false, amazonPay: false, klarna: false }, ['apple_pay']],
    ['Google Pay', { applePay: false, googlePay: true, link: false, paypal: false, amazonPay: false, klarna: false }, ['google_pay']],
    ['both', { applePay: true, googlePay: true, link: false, paypal: false, amazonPay: false, klarna: false }, ['apple_pay', 'google_pay']],
    ['Link only, which is not offered', { applePay: false, googlePay: false, link: true, paypal: false, amazonPay: false, klarna: false }, []],
  ])('the ready event says which wallets show: %s', async (_case, methods, wallets) => {
    expect(availableWallets(methods)).toEqual(wallets);
    const fake = fakeStripeJs();
    const available: Wallet[][] = [];
    await mount(fake, { available });
    fake.fire('ready', { elementType: 'expressCheckout', availablePaymentMethods: methods });
    expect(available).toEqual([wallets]);
  });

  it('a wallet button pressed: the form opens the sheet (resolve) or keeps it shut (reject); another kind of button is shut', async () => {
    const fake = fakeStripeJs();
    const clicks: WalletClick[] = [];
    await mount(fake, { clicks });
    const event = { expressPaymentType: 'apple_pay', resolve: vi.fn(), reject: vi.fn() };
    fake.fire('click', event);
    expect(clicks.map((click) => click.wallet)).toEqual(['apple_pay']);
    clicks[0]!.open();
    expect(event.resolve).toHaveBeenCalled();
    const link = { expressPaymentType: 'link', resolve: vi.fn(), reject: vi.fn() };
    fake.fire('click', link);
    expect(link.reject).toHaveBeenCalled();
    expect(clicks).toHaveLength(1);
  });

  it('approved in the sheet: the form hears which wallet, and can close the sheet as failed with a message', async () => {
    const fake = fakeStripeJs();
    const approvals: WalletApproval[] = [];
    await mount(fake, { approvals });
    const event = { expressPaymentType: 'google_pay', paymentFailed: vi.fn() };
    fake.fire('confirm', event);
    approvals[0]!.fail('Sorry, someone has just reserved this car.');
    expect(event.paymentFailed).toHaveBeenCalledWith({ reason: 'fail', message: 'Sorry, someone has just reserved this car.' });
  });

  it('confirms with the client secret the reservation\'s 202 carried, without leaving the page', async () => {
    const fake = fakeStripeJs();
    const wallet = await mount(fake);
    expect(await wallet.submit()).toEqual({});
    expect(await wallet.confirm('pi_1_secret_2')).toEqual({});
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({ elements: fake.elements, clientSecret: 'pi_1_secret_2', redirect: 'if_required', confirmParams: { return_url: window.location.href } });
  });

  it.each([
    ['Stripe\'s own message', { error: { message: 'Your card has insufficient funds.' } }, 'Your card has insufficient funds.'],
    ['no message: the form\'s own words', { error: {} }, 'Your wallet payment did not go through.'],
  ])('a payment Stripe refuses: %s', async (_case, answer, message) => {
    const wallet = await mount(fakeStripeJs({ confirmPayment: answer, submit: answer }));
    expect(await wallet.submit()).toEqual({ error: message });
    expect(await wallet.confirm('pi_1_secret_2')).toEqual({ error: message });
  });

  it('Stripe.js that cannot load: no wallet', async () => {
    await expect(mountStripeWallet('pk_test_abc', container, { locale: 'en-US', amountCents: 1, currency: 'usd', fallback: 'x', onAvailable: () => {}, onClick: () => {}, onApprove: () => {} }, async () => null)).rejects.toThrow(/not available/);
  });
});
