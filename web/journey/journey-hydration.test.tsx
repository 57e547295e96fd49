// @vitest-environment jsdom
import { createLocale } from '@dealer/tenants';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutJourney, type CheckoutJourneyProps } from './CheckoutJourney';
import { checkoutJourneyLabels } from './journey-labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const props: CheckoutJourneyProps = {
  carId: 'scm-1', carHref: '/cars/x', total: '$29,990', locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney',
  initialOrder: { id: '0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d', status: 'draft', carId: 'scm-1', steps: {}, priceCents: null, placedAt: null, deliveredAt: null, deliveryOdometerKm: null, returnDeadline: null, returnAppointment: null, refundCents: null },
  labels: checkoutJourneyLabels(createLocale('en-AU').t, { title: '2021 Kia Sportage', dealer: 'Southern Cross Motors' }),
};

describe('a resumed journey keeps what the shopper typed before the page hydrated (bad timing loses nothing)', () => {
  it('the buyer step typed before hydration is the one checked and saved', async () => {
    const saved: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      saved.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ order: { ...props.initialOrder, steps: { buyer: saved[0] } } }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const host = document.createElement('div');
    host.innerHTML = renderToString(<CheckoutJourney {...props} />);
    document.body.append(host);
    const field = (label: string) => [...host.querySelectorAll('label')].find((element) => element.textContent === label)!.control as HTMLInputElement;
    // Typed while the page's JavaScript was still loading.
    field('Full name').value = 'Sam Buyer';
    field('Email address').value = 'sam@example.com';
    field('Phone number').value = '0412 345 678';
    field('Address').value = '1 George St, Parramatta NSW';
    field('Postcode').value = '2150';

    const root = await act(async () => hydrateRoot(host, <CheckoutJourney {...props} />));
    await act(async () => host.querySelector('form')!.requestSubmit());
    expect(saved).toEqual([{ name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678', address: '1 George St, Parramatta NSW', postcode: '2150' }]);
    expect(host.querySelector('[data-testid="journey-errors"]')).toBeNull();
    await act(async () => root.unmount());
    host.remove();
    vi.unstubAllGlobals();
  });
});
