// @vitest-environment jsdom
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyCaptchaSolution } from '@dealer/leads/server';
import { openLeadsTestDatabase } from '@dealer/leads/testing';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { Captcha, useCaptcha, type CaptchaHandle } from './Captcha';
import { captchaLabels } from './labels';
import { captchaInBrowser } from './testing';

// The widget works in its own time (fetches, workers, its own events), as in a browser: the test
// waits for what it shows rather than driving React with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/**
 * The lead forms' captcha in a browser's document (§5 "captcha shown by default"; leads/README.md
 * "Captcha"): the real `altcha` widget, its own proof-of-work worker code, and challenges issued by
 * the server's own `issueCaptchaChallenge`, whose answers the server's `verifyCaptchaSolution`
 * takes: the widget (3.2.2) and altcha-lib (2.8) speak the same protocol. Only what jsdom lacks is
 * supplied (`captchaInBrowser`: a Worker running the widget's worker script in this process,
 * WebCrypto, a secure context), and `fetch` answers `GET /api/captcha` as the route does.
 */
const SECRET = 'captcha-widget-test-secret';
const SITE = 'riverside-kia';
const { config } = resolveSiteConfig(findSiteDefinition(SITE)!);
const labels = captchaLabels(config, createLocale(config.locale).t)!;

const browser = captchaInBrowser({ secret: SECRET, site: SITE });
let opened: Awaited<ReturnType<typeof openLeadsTestDatabase>>;
beforeAll(async () => {
  opened = await openLeadsTestDatabase('captcha_widget');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => (await browser.answer(input)) ?? new Response('not found', { status: 404 }));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await opened?.close();
});

let root: Root | undefined;
afterEach(async () => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

async function renderForm(error?: string) {
  const handle = createRef<CaptchaHandle>();
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const draw = (message?: string) => (
    <form noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" />
      <Captcha labels={labels} ref={handle} error={message} />
      <button type="submit">Send</button>
    </form>
  );
  flushSync(() => root!.render(draw(error)));
  await vi.waitFor(() => expect(handle.current).not.toBeNull());
  return { host, handle, rerender: (message?: string) => flushSync(() => root!.render(draw(message))) };
}

const checkbox = (host: HTMLElement) => host.querySelector<HTMLInputElement>('altcha-widget input[type="checkbox"]');
const status = (host: HTMLElement) => host.querySelector('[role="status"]')!.textContent;
const hiddenAnswer = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[type="hidden"][name="altcha"]')?.value ?? '';
const eventually = (check: () => void, timeout = 5_000) => vi.waitFor(check, { timeout, interval: 20 });
const verify = (payload: string | null) => verifyCaptchaSolution(opened.db, { site: SITE, payload, secret: SECRET, now: new Date(), pruneChance: 0 });

describe('§5 captcha: the widget in a lead form', () => {
  it('§5 captcha: loads nothing until the form is first focused, then solves by itself; the answer is the one the server takes, once', { timeout: 30_000 }, async () => {
    const { host, handle } = await renderForm();
    await new Promise((settle) => setTimeout(settle, 50));
    // Until then the page has only a stand-in, hidden from assistive technology.
    expect(customElements.get('altcha-widget')).toBeUndefined();
    expect(checkbox(host)).toBeNull();
    expect(browser.challenges()).toBe(0);

    host.querySelector<HTMLInputElement>('#name')!.focus();
    await eventually(() => expect(status(host)).toBe(labels.verified), 20_000);
    expect(browser.challenges()).toBe(1);
    const answer = await handle.current!.solution();
    expect(answer).toBeTruthy();
    // The widget also puts it in the form, under the field name the routes read.
    expect(hiddenAnswer(host)).toBe(answer);
    expect(await verify(answer)).toEqual({ ok: true });
    expect(await verify(answer)).toMatchObject({ ok: false, reason: 'replayed' });
  });

  it('§5 captcha: a labelled checkbox in the tab order, with the site\'s words; its state is announced', { timeout: 30_000 }, async () => {
    const { host } = await renderForm();
    host.querySelector<HTMLInputElement>('#name')!.focus();
    await eventually(() => expect(checkbox(host)).not.toBeNull());
    const box = checkbox(host)!;
    expect(box.tabIndex).toBe(0);
    expect(box.disabled).toBe(false);
    const label = host.querySelector<HTMLLabelElement>(`label[for="${box.id}"]`);
    expect(label).not.toBeNull();
    // The label, the announcement and the box follow the widget's state each in their own update.
    await eventually(() => {
      expect(label!.textContent).toBe(labels.verified);
      expect(status(host)).toBe(labels.verified);
      expect(box.checked).toBe(true);
    }, 20_000);
  });

  it('§5 captcha: submitting before it was ever focused waits for an answer, which loads and solves it', { timeout: 30_000 }, async () => {
    const { handle } = await renderForm();
    const answer = await handle.current!.solution();
    expect(answer).toBeTruthy();
    expect(await verify(answer)).toEqual({ ok: true });
  });

  it('§5 captcha: a refused answer is shown beside the box, tied to it, and a fresh challenge is solved', { timeout: 30_000 }, async () => {
    const { host, handle, rerender } = await renderForm();
    const first = await handle.current!.solution();
    const before = browser.challenges();
    rerender('This robot check was already used. Please try again.');
    handle.current!.reset();
    await eventually(() => expect(browser.challenges()).toBe(before + 1));
    await eventually(() => expect(status(host)).toBe(labels.verified), 20_000);
    const second = await handle.current!.solution();
    expect(second).not.toBe(first);
    const box = checkbox(host)!;
    const description = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('This robot check was already used. Please try again.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    rerender(undefined);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
  });

  it('§5 captcha: useCaptcha gives a form its widget, the answer to send, and takes a refusal (message shown, fresh challenge)', { timeout: 30_000 }, async () => {
    let hook: ReturnType<typeof useCaptcha> | undefined;
    function Form({ on }: { on: boolean }) {
      hook = useCaptcha(on ? labels : undefined);
      return <form noValidate>{hook.widget}</form>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    // Where the site asks for no captcha: no widget, nothing to send.
    flushSync(() => root!.render(<Form on={false} />));
    expect(host.querySelector('altcha-widget')).toBeNull();
    expect(await hook!.answer()).toEqual({});
    expect(hook!.refused({ altcha: 'ignored' })).toBe(false);

    flushSync(() => root!.render(<Form on />));
    const first = await hook!.answer();
    expect(await verify(first!.altcha!)).toEqual({ ok: true });
    const before = browser.challenges();
    expect(hook!.refused({ email: 'Please enter a valid email address' })).toBe(false);
    expect(hook!.refused({ altcha: 'This robot check was already used. Please try again.' })).toBe(true);
    await eventually(() => expect(host.querySelector('altcha-widget')?.parentElement?.textContent).toContain('This robot check was already used. Please try again.'));
    await eventually(() => expect(browser.challenges()).toBe(before + 1));
    const second = await hook!.answer();
    expect(second!.altcha).not.toBe(first!.altcha);
    expect(await verify(second!.altcha!)).toEqual({ ok: true });
  });
});
