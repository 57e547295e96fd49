// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReserveForm, type ReserveFormProps } from './ReserveForm';
import { markActEnvironment, reserveFormTestLabels } from './reserve-form-test-labels';

markActEnvironment();
const labels = reserveFormTestLabels;
const props: ReserveFormProps = { carId: 'rk-1', carHref: '/cars/x', signInHref: '/sign-in', locale: 'en-AU', prefill: { email: 'ava@example.com', phone: '' }, testCards: null, labels };

describe('Reserve Online keeps what the shopper typed before the page hydrated (bad timing loses nothing)', () => {
  it('fields typed before hydration survive the first change typed after it', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ReserveForm {...props} />);
    document.body.append(host);
    const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    // Typed while the page's JavaScript was still loading.
    input('name').value = 'Ava Reserve';
    input('tel').value = '0412 345 678';
    input('cc-number').value = '4000 0000 0000 0002';

    const root = await act(async () => hydrateRoot(host, <ReserveForm {...props} />));
    // Then a field typed once hydrated: React re-renders every controlled field from state.
    await act(async () => {
      const month = input('cc-exp-month');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(month, '12');
      month.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect([input('name').value, input('tel').value, input('cc-number').value, input('cc-exp-month').value]).toEqual(['Ava Reserve', '0412 345 678', '4000 0000 0000 0002', '12']);
    await act(async () => root.unmount());
    host.remove();
  });

  it('Pay cannot be pressed before hydration (a native submit answers with the page again, empty), and can once hydrated', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ReserveForm {...props} />);
    document.body.append(host);
    const pay = () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(pay().disabled).toBe(true);
    const root = await act(async () => hydrateRoot(host, <ReserveForm {...props} />));
    expect(pay().disabled).toBe(false);
    await act(async () => root.unmount());
    host.remove();
  });

  it('should a submit go natively all the same, it posts: the card number never goes into an address (a GET would put it in the URL)', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ReserveForm {...props} />);
    const form = host.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('input[name="cc-number"]')).not.toBeNull();
  });
});
