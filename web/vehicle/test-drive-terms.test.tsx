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
 * §5 "Test-drive form: ... terms field may be added by config": on a site whose config states
 * test-drive terms (lone-star-jeep), the last step shows them with a box the shopper must tick
 * before the lead is sent; elsewhere there is no such field.
 */
const site = (slug: string) => resolveSiteConfig(findSiteDefinition(slug)!).config;

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function type(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Walks to the last step of the site's test-drive form; returns the host and the stand-in for fetch. */
async function lastStep(slug: string) {
  const config = site(slug);
  const t = createLocale(config.locale).t;
  const rules = enquiryRulesFor(config);
  // An answer that is no success keeps the page where it is (jsdom cannot navigate).
  const fetched = vi.fn(async () => new Response('{"type":"about:blank","title":"x","status":429,"detail":"Too many requests."}', { status: 429, headers: { 'content-type': 'application/problem+json' } }));
  vi.stubGlobal('fetch', fetched);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<TestDriveForm hidden={{ car_id: 'x-1', location: rules.locations[0]!.value }} rules={rules} errorMessages={enquiryErrorMessages(t)} labels={testDriveLabels(t)} />));
  const submit = () => act(async () => {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((settle) => setTimeout(settle, 50));
  });
  await submit();
  await vi.waitFor(() => expect(host.querySelector('input[autocomplete="name"]')).not.toBeNull());
  await act(async () => {
    type(host.querySelector('input[autocomplete="name"]')!, 'Jo Citizen');
    type(host.querySelector('input[autocomplete="email"]')!, 'jo@example.com');
  });
  await submit();
  await vi.waitFor(() => expect(host.querySelector('dl')).not.toBeNull());
  return { host, fetched, submit };
}

describe('§5 the test-drive form\'s terms field, by config', () => {
  it.each([
    ['lone-star-jeep', true],
    ['riverside-kia', false],
    ['harbour-city-toyota', false],
  ])('§5 %s: terms field shown %s', async (slug, shown) => {
    const { host } = await lastStep(slug);
    const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(Boolean(box)).toBe(shown);
    if (!box) return;
    expect(box.closest('label')!.textContent).toBe('I accept these terms');
    const described = box.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([site(slug).copy.testDriveTerms]);
  });

  it('§5 unticked, the booking is not sent and the box says why; ticked, it is sent', async () => {
    const { host, fetched, submit } = await lastStep('lone-star-jeep');
    await submit();
    expect(fetched).not.toHaveBeenCalled();
    const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Please accept the terms');
    expect(document.activeElement).toBe(box);

    await act(async () => box.click());
    expect(host.querySelector('[role="alert"]')).toBeNull();
    await submit();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
  });
});
