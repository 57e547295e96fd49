// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryErrorMessages, enquiryRulesFor } from '@dealer/leads';
import { testContext } from '../registry/render-for-test';
import { EnquiryFormClient, type EnquiryFormClientProps } from './EnquiryFormClient';
import { enquiryFormLabels } from './labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * How the enquiry form reads a refusal of POST /api/enquiries, RFC 9457 problem details (README
 * "Routes and errors"; §8 enquiry failure): field messages beside their fields, the problem's
 * detail under §8's sentence, the `signIn` member as a link; what the shopper typed stays.
 */
const { site, locale } = testContext('riverside-kia');
const rules = enquiryRulesFor(site);
const labels = enquiryFormLabels(locale.t);
const props: EnquiryFormClientProps = {
  labels,
  errorMessages: enquiryErrorMessages(locale.t),
  rules,
  categories: ['Sales', 'Finance'],
  showLocation: false,
  defaultLocation: rules.locations[0]!.value,
  successMessage: 'Thanks',
};

const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Refused', status, detail, ...extensions }), { status, headers: { 'content-type': 'application/problem+json' } });

let root: Root | undefined;
async function unmount() {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}
afterEach(unmount);

/** Types `value` as a person does (React sees the input event). */
function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills a valid enquiry, sends it to a server answering `answer`, and returns the form once it has been answered. */
async function sendAnsweredWith(answer: () => Response): Promise<HTMLFormElement> {
  const fetched = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetched);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<EnquiryFormClient {...props} />));
  const control = <T extends Element>(name: string) => host.querySelector<T & HTMLInputElement>(`[name="${name}"]`)!;
  await act(async () => {
    type(control<HTMLSelectElement>('category'), 'Sales');
    type(control('name'), 'Jo Citizen');
    type(control('email'), 'jo@example.com');
    type(control<HTMLTextAreaElement>('message'), 'Is it still available?');
  });
  await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  await act(() => new Promise((settle) => setTimeout(settle, 50)));
  return host.querySelector('form')!;
}

const alertTexts = (form: HTMLFormElement) => [...form.querySelectorAll('[role="alert"] p')].map((line) => line.textContent);
const fieldMessage = (form: HTMLFormElement, name: string) => form.querySelector(`[name="${name}"]`)!.parentElement!.querySelector('[aria-live]')?.textContent ?? null;

describe('§8 the enquiry form reads a refusal as problem details', () => {
  it('a 400 with field messages shows each beside its field and in the list, not as a failure', async () => {
    const form = await sendAnsweredWith(() => problem(400, '2 fields need correcting.', { errors: { email: 'Please enter a valid email address', name: 'Please enter your name' } }));
    expect([fieldMessage(form, 'name'), fieldMessage(form, 'email')]).toEqual(['Please enter your name', 'Please enter a valid email address']);
    expect(alertTexts(form)).toEqual([labels.errorList]);
    expect((form.querySelector('[name="name"]') as HTMLInputElement).value).toBe('Jo Citizen');
  });

  it.each([
    ['a 429 says when to try again', () => problem(429, 'Too many requests. Try again in 42 seconds.'), [labels.failed, 'Too many requests. Try again in 42 seconds.']],
    ['a 422 says the key was used for another enquiry', () => problem(422, 'This Idempotency-Key was already used for a different enquiry; send a new key for a new enquiry.'), [labels.failed, 'This Idempotency-Key was already used for a different enquiry; send a new key for a new enquiry.']],
    ['a 400 about no field the form shows (a car no longer listed) keeps §8\'s sentence alone', () => problem(400, 'This car is not listed on this site.', { errors: { car_id: 'This car is not listed on this site.' } }), [labels.failed]],
    ['an answer that is no problem (a proxy\'s page) is §8\'s sentence alone', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }), [labels.failed]],
  ])('%s', async (_case, answer, texts) => {
    expect(alertTexts(await sendAnsweredWith(answer))).toEqual(texts);
  });

  it('§6 a 401 shows its detail and links to its signIn address, kept to this site', async () => {
    const detail = 'Please sign in to apply for finance: this dealer asks for an account first.';
    const form = await sendAnsweredWith(() => problem(401, detail, { signIn: '/sign-in?type=finance&redirect=%2Ffinance' }));
    expect(alertTexts(form)).toEqual([labels.failed, detail, labels.signIn]);
    expect(form.querySelector('[role="alert"] a')!.getAttribute('href')).toBe('/sign-in?type=finance&redirect=%2Ffinance');

    await unmount();
    const elsewhere = await sendAnsweredWith(() => problem(401, detail, { signIn: '//evil.example/sign-in' }));
    expect(alertTexts(elsewhere)).toEqual([labels.failed, detail]);
  });
});
