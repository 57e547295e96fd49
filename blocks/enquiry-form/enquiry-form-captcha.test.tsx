// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiryErrorMessages, enquiryRulesFor } from '@dealer/leads';
import { verifyCaptchaSolution } from '@dealer/leads/server';
import { openLeadsTestDatabase } from '@dealer/leads/testing';
import { testContext } from '../registry/render-for-test';
import { captchaLabels } from '../ui/captcha/labels';
import { captchaInBrowser } from '../ui/captcha/testing';
import { EnquiryFormClient, type EnquiryFormClientProps } from './EnquiryFormClient';
import { enquiryFormLabels } from './labels';

// The widget works in its own time (fetches, workers, its own events), as in a browser: the test
// waits for what the form shows rather than driving React with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/**
 * The enquiry form with the captcha its site asks for (§5 "captcha shown by default"; leads/README.md
 * "Captcha"): the real widget solves a challenge as the shopper fills the form, the answer goes with
 * the lead as `altcha` (the server takes it), and a refusal of it is shown beside the widget and in
 * 'Please fix the following errors:' while the widget solves a fresh challenge for the next submit.
 */
const SECRET = 'enquiry-form-captcha-secret';
const { site, locale } = testContext('riverside-kia');
const rules = enquiryRulesFor(site);
const labels = enquiryFormLabels(locale.t);
const captcha = captchaLabels(site, locale.t)!;
const props: EnquiryFormClientProps = {
  labels,
  errorMessages: enquiryErrorMessages(locale.t),
  rules,
  categories: ['Sales', 'Finance'],
  showLocation: false,
  defaultLocation: rules.locations[0]!.value,
  captcha,
  navigate: () => undefined,
};
const REPLAYED = 'This robot check was already used. Please try again.';

const browser = captchaInBrowser({ secret: SECRET, site: site.slug });
let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('enquiry_form_captcha');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await opened?.close();
});
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** Types `value` as a person does (React sees the input event). */
function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  control.focus();
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The form on a page whose lead route answers `leads` in turn; returns what was sent to it, and how many challenges had been fetched by then. */
function renderForm(leads: ((body: Record<string, unknown>) => Response)[]) {
  const sent: Record<string, unknown>[] = [];
  const challengesWhenSent: number[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const challenge = await browser.answer(input);
    if (challenge) return challenge;
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push(body);
    challengesWhenSent.push(browser.challenges());
    return leads[sent.length - 1]!(body);
  });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(<EnquiryFormClient {...props} />));
  const control = <T extends Element>(name: string) => host.querySelector<T & HTMLInputElement>(`[name="${name}"]`)!;
  type(control<HTMLSelectElement>('category'), 'Sales');
  type(control('name'), 'Jo Citizen');
  type(control('email'), 'jo@example.com');
  type(control<HTMLTextAreaElement>('message'), 'Is it still available?');
  const submit = () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  return { host, sent, challengesWhenSent, submit };
}
const verify = (payload: unknown) => verifyCaptchaSolution(opened.db, { site: site.slug, payload, secret: SECRET, now: new Date(), pruneChance: 0 });
const created = () => Response.json({ id: '0b6c7e9e-3f1a-4c55-9d1e-2b8f6a4c0d11' }, { status: 201 });
const refusedCaptcha = () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, detail: REPLAYED, errors: { altcha: REPLAYED } }), { status: 400, headers: { 'content-type': 'application/problem+json' } });

describe('§5 captcha: the enquiry form', () => {
  it('§5 captcha: the lead goes with the answer the widget worked out while the form was filled, which the server takes', { timeout: 30_000 }, async () => {
    const { host, sent, submit } = renderForm([created]);
    await vi.waitFor(() => expect(host.querySelector('altcha-widget input[type="checkbox"]')).not.toBeNull(), { timeout: 10_000 });
    submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 20_000 });
    expect(sent[0]).toMatchObject({ name: 'Jo Citizen', category: 'Sales' });
    expect(await verify(sent[0]!.altcha)).toEqual({ ok: true });
  });

  it('§5 captcha: a refused answer is listed and shown beside the widget; the next submit carries a fresh answer', { timeout: 30_000 }, async () => {
    const { host, sent, challengesWhenSent, submit } = renderForm([refusedCaptcha, created]);
    submit();
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 20_000 });
    const list = () => [...host.querySelectorAll('[role="alert"] li')].map((item) => item.textContent);
    await vi.waitFor(() => expect(list()).toEqual([REPLAYED]));
    const checkbox = host.querySelector<HTMLInputElement>('altcha-widget input[type="checkbox"]')!;
    await vi.waitFor(() => expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REPLAYED));
    // A fresh challenge, solved by itself.
    await vi.waitFor(() => expect(browser.challenges()).toBe(challengesWhenSent[0]! + 1));
    submit();
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 20_000 });
    expect(sent[1]!.altcha).not.toBe(sent[0]!.altcha);
    expect(await verify(sent[1]!.altcha)).toEqual({ ok: true });
  });
});
