// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markActEnvironment, reserveFormTestLabels } from './reserve-form-test-labels';
import type { StripeCard } from './stripe-card';
import type { StripeWallet, Wallet, WalletOptions } from './stripe-wallet';

/**
 * Reserve Online with Apple Pay and Google Pay (§2 "We accept: ... Google Pay, Apple Pay"; §9
 * deposit), in a browser document. Stripe's fields are stand-ins with the wrappers' interfaces
 * (Stripe.js itself loads from js.stripe.com); fetch is the browser's, answered as the API answers
 * (a refusal as problem details, README "Routes and errors").
 */
const card: StripeCard = { createPaymentMethod: vi.fn(), handleNextAction: vi.fn(), focus: vi.fn(), destroy: vi.fn() };
vi.mock('./stripe-card', () => ({ mountStripeCard: async () => card }));
const wallet = {
  submit: vi.fn<StripeWallet['submit']>(async () => ({})),
  confirm: vi.fn<StripeWallet['confirm']>(async () => ({})),
  destroy: vi.fn(),
};
let stripeSide: WalletOptions | null = null;
const mountStripeWallet = vi.fn(async (_key: string, _container: HTMLElement, options: WalletOptions) => {
  stripeSide = options;
  return wallet;
});
vi.mock('./stripe-wallet', () => ({ mountStripeWallet }));

const { ReserveForm } = await import('./ReserveForm');

markActEnvironment();
const labels = reserveFormTestLabels;
const stripeLabels = { label: 'Card details', loading: 'Loading the secure card field…', unavailable: 'Could not load.', fallback: 'Your card could not be used.' };
const walletLabels = { label: 'Pay with Apple Pay or Google Pay', orCard: 'Or pay by card', fallback: 'Your wallet payment did not go through.' };

let root: Root;
let host: HTMLDivElement;
const requests: { url: string; key: string | null; body: unknown }[] = [];
let answers: { status: number; body: unknown }[] = [];

async function render(stripe: boolean) {
  await act(async () => {
    root.render(
      <ReserveForm
        carId="rk-00042" carHref="/cars/2021-kia-sportage" signInHref="/sign-in" locale="en-AU"
        prefill={{ email: 'ava@example.com', phone: '0412 345 678' }} testCards={stripe ? null : { heading: 'Test cards', intro: '', cards: [] }}
        stripe={stripe ? { publishableKey: 'pk_test_abc', labels: stripeLabels, wallet: { amountCents: 20_000, currency: 'aud', labels: walletLabels } } : null}
        labels={labels}
      />,
    );
  });
  // The wallet's code is fetched on its own (only with Stripe): let it arrive.
  await act(async () => {
    await import('./StripeWalletButton');
  });
}

beforeEach(async () => {
  vi.clearAllMocks();
  stripeSide = null;
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, key: new Headers(init?.headers).get('idempotency-key'), body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json' } });
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const walletBox = () => host.querySelector<HTMLElement>('[data-testid="stripe-wallet"]');
/** Stripe reports which wallets the device has, once its buttons are drawn. */
const available = (wallets: Wallet[]) => act(async () => stripeSide!.onAvailable(wallets));
/** The shopper presses a wallet button: whether the sheet opened. */
async function press(walletType: Wallet = 'apple_pay') {
  const click = { wallet: walletType, open: vi.fn(), refuse: vi.fn() };
  await act(async () => stripeSide!.onClick(click));
  return click;
}
/** The shopper approves in the wallet's sheet. */
async function approve(walletType: Wallet = 'apple_pay') {
  const approval = { wallet: walletType, fail: vi.fn() };
  await act(async () => stripeSide!.onApprove(approval));
  await act(async () => {}); // the answers' follow-ups
  return approval;
}
const asked = { status: 202, body: { id: 'res-7', status: 'requires_action', paymentId: 'pi_7', clientSecret: 'pi_7_secret_w', message: 'Confirm the payment in your wallet.' } };
const held = { status: 201, body: { id: 'res-7', status: 'held', amount: '$200', holdExpiresAt: '2026-11-26T10:00:00.000Z', car: { id: 'rk-00042', slug: 's', title: 't' } } };

describe('Apple Pay and Google Pay on Reserve Online, with Stripe', () => {
  it.each([
    ['before Stripe has drawn its buttons', null, false],
    ['a device with no wallet', [], false],
    ['a device with Apple Pay', ['apple_pay'], true],
    ['a device with Google Pay', ['google_pay'], true],
  ] as const)('%s: wallet shown %s, and never an empty box', async (_case, wallets, shown) => {
    await render(true);
    if (wallets) await available([...wallets]);
    const box = walletBox()!;
    expect(box.getAttribute('role')).toBe(shown ? 'group' : null);
    expect(box.getAttribute('aria-hidden')).toBe(shown ? null : 'true');
    expect(box.textContent).toBe(shown ? 'Or pay by card' : '');
    // Above the card field.
    expect(box.compareDocumentPosition(host.querySelector('[data-testid="stripe-card"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the form\'s own details come first: with the name missing the sheet stays shut, the field says why, and nothing is sent', async () => {
    await render(true);
    await available(['apple_pay']);
    const click = await press();
    expect(click.refuse).toHaveBeenCalled();
    expect(click.open).not.toHaveBeenCalled();
    expect(host.textContent).toContain('Please enter your name');
    expect(document.activeElement).toBe(input('name'));
    expect(requests).toEqual([]);
  });

  it('approved: exactly one reservation through the API with the wallet and an idempotency key, confirmed with its client secret, then held', async () => {
    await render(true);
    await available(['apple_pay', 'google_pay']);
    input('name').value = 'Ava Shopper';
    expect((await press('google_pay')).open).toHaveBeenCalled();
    answers = [asked, held];
    const approval = await approve('google_pay');
    expect(wallet.submit).toHaveBeenCalledTimes(1);
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/reservations', body: { car_id: 'rk-00042', name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678', wallet: 'google_pay' } },
      { url: '/api/reservations/res-7/confirm', body: null },
    ]);
    expect(requests[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(wallet.confirm).toHaveBeenCalledWith('pi_7_secret_w');
    expect(approval.fail).not.toHaveBeenCalled();
    expect(card.createPaymentMethod).not.toHaveBeenCalled();
    expect(host.textContent).toContain('Car reserved');
  });

  it('a wallet payment Stripe refuses: Stripe\'s message, the car let go by the server, and nothing typed is lost; the next try is a new payment', async () => {
    await render(true);
    await available(['apple_pay']);
    input('name').value = 'Ava Shopper';
    await press();
    wallet.confirm.mockResolvedValueOnce({ error: 'Your card has insufficient funds.' });
    answers = [asked, { status: 402, body: { type: 'about:blank', title: 'Payment Required', status: 402, detail: 'Your card has insufficient funds.', errors: { card: 'Your card has insufficient funds.' }, code: 'authentication_required' } }];
    await approve();
    expect(host.querySelector('[data-testid="reserve-alert"]')?.textContent).toBe('Your card has insufficient funds.');
    expect([input('name').value, input('email').value, input('tel').value]).toEqual(['Ava Shopper', 'ava@example.com', '0412 345 678']);
    expect(requests.map((request) => request.url)).toEqual(['/api/reservations', '/api/reservations/res-7/confirm']);
    answers = [{ ...asked, body: { ...asked.body, id: 'res-8' } }, { ...held, body: { ...held.body, id: 'res-8' } }];
    await press();
    await approve();
    expect(requests[2]!.key).not.toBe(requests[0]!.key);
    expect(host.textContent).toContain('Car reserved');
  });

  it('the reservation refused (the car just taken): the sheet closes as failed, the form says why, and Stripe is not asked to pay', async () => {
    await render(true);
    await available(['apple_pay']);
    input('name').value = 'Ava Shopper';
    await press();
    answers = [{ status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Sorry, someone has just reserved this car. Nothing was charged.' } }];
    const approval = await approve();
    expect(approval.fail).toHaveBeenCalled();
    expect(wallet.confirm).not.toHaveBeenCalled();
    expect(host.querySelector('[data-testid="reserve-alert"]')?.textContent).toBe('Sorry, someone has just reserved this car. Nothing was charged.');
  });

  it('what the wallet gave Stripe cannot use: the sheet says so and no reservation is asked for', async () => {
    await render(true);
    await available(['apple_pay']);
    input('name').value = 'Ava Shopper';
    await press();
    wallet.submit.mockResolvedValueOnce({ error: 'Your payment details are incomplete.' });
    const approval = await approve();
    expect(approval.fail).toHaveBeenCalledWith('Your payment details are incomplete.');
    expect(requests).toEqual([]);
  });
});

describe('without Stripe (the embedded test gateway)', () => {
  it('no wallet at all: nothing of Stripe is mounted or loaded, and no wallet box is drawn', async () => {
    await render(false);
    expect(mountStripeWallet).not.toHaveBeenCalled();
    expect(walletBox()).toBeNull();
    expect(host.querySelector('[data-testid="stripe-card"]')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(host.textContent).not.toMatch(/Apple Pay|Google Pay/);
  });
});
