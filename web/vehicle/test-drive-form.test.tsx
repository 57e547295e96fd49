// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryErrorMessages, enquiryRulesFor } from '@dealer/leads';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { TestDriveForm } from './TestDriveForm';
import { testDriveLabels } from './test-drive-labels';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * §2/§4 the three-step test drive, and how it reads a refusal of POST /api/enquiries: RFC 9457
 * problem details (README "Routes and errors"), shown as §8's lead failure: the first field message,
 * else the detail, else 'An unexpected error occured'.
 */
const { config } = resolveSiteConfig(findSiteDefinition('riverside-kia')!);
const t = createLocale(config.locale).t;
const labels = testDriveLabels(t);
const rules = enquiryRulesFor(config);

const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Refused', status, detail, ...extensions }), { status, headers: { 'content-type': 'application/problem+json' } });

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Types `value` as a person does (React sees the input event). */
function type(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Walks the three steps with valid details and books; the server answers `answer`. The form's alert, once answered. */
async function bookAnsweredWith(answer: () => Promise<Response>): Promise<string | null> {
  const fetched = vi.fn(answer);
  vi.stubGlobal('fetch', fetched);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<TestDriveForm hidden={{ car_id: 'rk-1', location: rules.locations[0]!.value }} rules={rules} errorMessages={enquiryErrorMessages(t)} labels={labels} />));
  const submit = () => act(async () => {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((settle) => setTimeout(settle, 50));
  });
  await submit(); // step 1: when (optional)
  await vi.waitFor(() => expect(host.querySelector('input[autocomplete="name"]')).not.toBeNull());
  await act(async () => {
    type(host.querySelector('input[autocomplete="name"]')!, 'Jo Citizen');
    type(host.querySelector('input[autocomplete="email"]')!, 'jo@example.com');
  });
  await submit(); // step 2: you
  await vi.waitFor(() => expect(host.querySelector('dl')).not.toBeNull());
  await submit(); // step 3: book
  await vi.waitFor(() => expect(host.querySelector('[role="alert"]')).not.toBeNull());
  expect(fetched).toHaveBeenCalledTimes(1);
  expect(fetched.mock.calls[0]).toEqual(['/api/enquiries', expect.objectContaining({ method: 'POST' })]);
  return host.querySelector('[role="alert"]')!.textContent;
}

describe('§8 the test-drive form reads a refusal as problem details', () => {
  it.each([
    ['a 400 shows its first field message', async () => problem(400, '2 fields need correcting.', { errors: { email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' } }), 'Please enter a valid email address'],
    ['a 429 shows its detail', async () => problem(429, 'Too many requests. Try again in 42 seconds.'), 'Too many requests. Try again in 42 seconds.'],
    ['a 404 shows its detail', async () => problem(404, 'There is no dealer site at this address.'), 'There is no dealer site at this address.'],
    ['an answer that is no problem (a proxy\'s page) is §8\'s words', async () => new Response('<html>Bad gateway</html>', { status: 502 }), labels.failed],
    ['a network failure is §8\'s words', async () => Promise.reject(new TypeError('Failed to fetch')), labels.failed],
  ])('%s', async (_case, answer, shown) => {
    expect(await bookAnsweredWith(answer)).toBe(shown);
  });
});
