// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markActEnvironment, reserveFormTestLabels } from './reserve-form-test-labels';
import type { CardState, StripeCard } from './stripe-card';

/**
 * Reserve Online with Stripe (§9 deposit), in a browser document: the card is Stripe's field (here a
 * stand-in with the wrapper's interface, as Stripe.js itself loads from js.stripe.com), the form
 * sends only the PaymentMethod's id, and a bank check (the server's 202) runs in Stripe's dialog
 * before the reservation is confirmed. fetch is the browser's, answered as the API answers (a
 * refusal as problem details, README "Routes and errors").
 */
const card = {
  createPaymentMethod: vi.fn<StripeCard['createPaymentMethod']>(async () => ({ id: 'pm_card_visa' })),
  handleNextAction: vi.fn<StripeCard['handleNextAction']>(async () => ({})),
  focus: vi.fn(),
  destroy: vi.fn(),
};
let typed: (state: CardState) => void = () => {};
vi.mock('./stripe-card', () => ({
  mountStripeCard: async (_key: string, _container: HTMLElement, options: { onChange: (state: CardState) => void }) => {
    typed = options.onChange;
    return card;
  },
}));

const { ReserveForm } = await import('./ReserveForm');

markActEnvironment();
const labels = reserveFormTestLabels;
const stripeLabels = { label: 'Card details', loading: 'Loading the secure card field…', unavailable: 'Could not load.', fallback: 'Your card could not be used.' };

let root: Root;
let host: HTMLDivElement;
const requests: { url: string; body: unknown }[] = [];
let answers: { status: number; body: unknown }[] = [];

beforeEach(async () => {
  vi.clearAllMocks();
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json' } });
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root.render(
      <ReserveForm
        carId="rk-00042" carHref="/cars/2021-kia-sportage" signInHref="/sign-in" locale="en-AU"
        prefill={{ email: 'ava@example.com', phone: '0412 345 678' }} testCards={null}
        stripe={{ publishableKey: 'pk_test_abc', labels: stripeLabels }} labels={labels}
      />,
    );
  });
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
async function submit() {
  await act(async () => {
    host.querySelector('form')!.requestSubmit();
  });
  await act(async () => {}); // the answers' follow-ups
}
const held = { status: 201, body: { id: 'res-1', status: 'held', amount: '$200', holdExpiresAt: '2026-11-26T10:00:00.000Z', car: { id: 'rk-00042', slug: 's', title: 't' } } };

describe('Reserve Online with Stripe\'s card field', () => {
  it('has no card inputs of its own: Stripe\'s field takes the card', () => {
    expect(input('cc-number')).toBeNull();
    expect(host.querySelector('[data-testid="stripe-card"]')?.textContent).toContain('Card details');
  });

  it('an unfinished card is Stripe\'s own message under the field, and nothing is sent', async () => {
    input('name').value = 'Ava Shopper';
    await act(async () => typed({ complete: false, error: 'Your card number is incomplete.' }));
    await submit();
    expect(host.querySelector('[data-testid="stripe-card"]')?.textContent).toContain('Your card number is incomplete.');
    expect(card.createPaymentMethod).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('sends only the PaymentMethod\'s id with the buyer, and shows the held deposit', async () => {
    input('name').value = 'Ava Shopper';
    await act(async () => typed({ complete: true, error: null }));
    answers = [held];
    await submit();
    expect(card.createPaymentMethod).toHaveBeenCalledWith({ name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678', cardNumber: '', expMonth: '', expYear: '', cvc: '' });
    expect(requests).toEqual([{ url: '/api/reservations', body: { car_id: 'rk-00042', name: 'Ava Shopper', email: 'ava@example.com', phone: '0412 345 678', payment_method_id: 'pm_card_visa' } }]);
    expect(host.textContent).toContain('Car reserved');
  });

  it('a card Stripe refuses to tokenise is its message under the field, and nothing is sent', async () => {
    card.createPaymentMethod.mockResolvedValueOnce({ error: 'Your card\'s security code is incomplete.' });
    input('name').value = 'Ava Shopper';
    await act(async () => typed({ complete: true, error: null }));
    await submit();
    expect(host.querySelector('[data-testid="stripe-card"]')?.textContent).toContain('Your card\'s security code is incomplete.');
    expect(requests).toEqual([]);
  });

  it('3-D Secure: the 202\'s client secret goes to Stripe\'s dialog, then the reservation is confirmed', async () => {
    input('name').value = 'Ava Shopper';
    await act(async () => typed({ complete: true, error: null }));
    answers = [
      { status: 202, body: { id: 'res-2', status: 'requires_action', paymentId: 'pi_9', clientSecret: 'pi_9_secret_x', message: 'Confirm with your bank.' } },
      { ...held, body: { ...held.body, id: 'res-2' } },
    ];
    await submit();
    expect(card.handleNextAction).toHaveBeenCalledWith('pi_9_secret_x');
    expect(requests.map((request) => request.url)).toEqual(['/api/reservations', '/api/reservations/res-2/confirm']);
    expect(host.textContent).toContain('Car reserved');
    // The test gateway's bank panel never shows with Stripe.
    expect(host.textContent).not.toContain('Confirm with your bank');
  });

  it('a bank check left unfinished: the next Pay runs it again rather than paying again', async () => {
    input('name').value = 'Ava Shopper';
    await act(async () => typed({ complete: true, error: null }));
    answers = [
      { status: 202, body: { id: 'res-3', status: 'requires_action', paymentId: 'pi_8', clientSecret: 'pi_8_secret_y', message: 'Confirm with your bank.' } },
      { status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Your bank is still waiting for you to confirm this payment.' } },
    ];
    await submit();
    expect(host.textContent).toContain('Your bank is still waiting for you to confirm this payment.');
    answers = [{ ...held, body: { ...held.body, id: 'res-3' } }];
    await submit();
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(card.handleNextAction).toHaveBeenCalledTimes(2);
    expect(requests.map((request) => request.url)).toEqual(['/api/reservations', '/api/reservations/res-3/confirm', '/api/reservations/res-3/confirm']);
    expect(host.textContent).toContain('Car reserved');
  });
});
