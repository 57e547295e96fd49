// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquiryErrorMessages, enquiryRulesFor } from '@dealer/leads';
import { testContext } from '../registry/render-for-test';
import { EnquiryFormClient, type EnquiryFormClientProps } from './EnquiryFormClient';
import { EnquiryFormIsland } from './EnquiryFormIsland';
import { enquiryFormLabels } from './labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The form hydrates on the first interaction (README "Page speed"), so a shopper can tick a box on
 * the server-drawn form while its code loads. A file of its own: the island hydrates once per page,
 * and this page must not have been touched before.
 */
const { site, locale } = testContext('riverside-kia');
const props: EnquiryFormClientProps = {
  labels: enquiryFormLabels(locale.t),
  errorMessages: enquiryErrorMessages(locale.t),
  rules: enquiryRulesFor(site),
  categories: ['Sales', 'Service'],
  showLocation: true,
  defaultLocation: '',
  successMessage: 'Thanks',
  checkOptions: ['Finance quote', 'Extended warranty'],
};

describe('§5 check options ticked before the form hydrated are kept (README "Page speed")', () => {
  it('a box ticked while the code loads stays ticked beside one ticked after, and the opt-in cleared stays cleared', async () => {
    const host = document.createElement('div');
    host.innerHTML = `<!--$-->${renderToString(<EnquiryFormClient {...props} />)}<!--/$-->`;
    document.body.append(host);
    const box = (name: string, value?: string) => host.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]${value ? `[value="${value}"]` : ''}`)!;
    const root = await act(async () => hydrateRoot(host, <EnquiryFormIsland {...props} />));
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown')); // the first move: the form's code starts loading
      // Changed while it loads: React listens there only once the form has hydrated.
      box('additional_services', 'Finance quote').checked = true;
      box('opt_in').checked = false;
      await new Promise((settle) => setTimeout(settle, 200));
    });
    await act(async () => box('additional_services', 'Extended warranty').click());
    expect([box('additional_services', 'Finance quote').checked, box('additional_services', 'Extended warranty').checked, box('opt_in').checked]).toEqual([true, true, false]);
    await act(async () => root.unmount());
  });
});
