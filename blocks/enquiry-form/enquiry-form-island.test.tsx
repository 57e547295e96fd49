// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryErrorMessages, enquiryRulesFor } from '@dealer/leads';
import { testContext } from '../registry/render-for-test';
import { EnquiryFormClient, type EnquiryFormClientProps } from './EnquiryFormClient';
import { EnquiryFormIsland } from './EnquiryFormIsland';
import { enquiryFormLabels } from './labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { site, locale } = testContext('riverside-kia');
const props: EnquiryFormClientProps = {
  labels: enquiryFormLabels(locale.t),
  errorMessages: enquiryErrorMessages(locale.t),
  rules: enquiryRulesFor(site),
  categories: ['Sales', 'Service'],
  showLocation: true,
  defaultLocation: '',
  successMessage: 'Thanks',
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('README "Page speed": the enquiry form block hydrates on the first interaction, not with the page', () => {
  it('waits for a person, then hydrates without losing what was typed into the server-drawn form', async () => {
    // The island's server HTML: the form inside a Suspense boundary.
    const host = document.createElement('div');
    host.innerHTML = `<!--$-->${renderToString(<EnquiryFormClient {...props} />)}<!--/$-->`;
    document.body.append(host);
    const submit = () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const field = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

    const root = await act(async () => hydrateRoot(host, <EnquiryFormIsland {...props} />));
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(submit().disabled).toBe(true); // not hydrated: nobody has touched the page

    // Typed into the server-drawn fields before the form hydrated.
    field('name').value = 'Jo Early';
    field('message').value = 'Typed before the script arrived';
    await act(async () => {
      window.dispatchEvent(new Event('keydown'));
      await new Promise((settle) => setTimeout(settle, 200));
    });
    expect(submit().disabled).toBe(false);
    expect([field('name').value, field('message').value]).toEqual(['Jo Early', 'Typed before the script arrived']);
    // And the form holds them: sending lists only what is still missing.
    await act(async () => {
      submit().click();
      await new Promise((settle) => setTimeout(settle, 300));
    });
    const problems = [...host.querySelectorAll('[role="alert"] li')].map((item) => item.textContent);
    expect(problems).toEqual(['Please choose an enquiry type', 'Please choose a location', 'Please enter a valid email address']);
    await act(async () => root.unmount());
  });
});
