// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { Captcha } from './Captcha';
import { captchaLabels } from './labels';
import { captchaInBrowser } from './testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A page can hold two lead forms, one hydrated later than the other (the vehicle page's own form
 * waits for the first interaction; its dialogs' forms draw at once). The first captcha to load the
 * widget's code upgrades every `<altcha-widget>` on the page, the not yet hydrated form's too, and
 * the widget draws its checkbox inside. React must hydrate that form all the same.
 */
const { config } = resolveSiteConfig(findSiteDefinition('riverside-kia')!);
const labels = captchaLabels(config, createLocale(config.locale).t)!;
captchaInBrowser({ secret: 'captcha-hydration-test', site: 'riverside-kia' });
afterAll(() => vi.unstubAllGlobals());

describe('§5 a captcha the widget drew before its form hydrated hydrates without a mismatch', () => {
  it('no recoverable error, and the widget keeps what it drew', async () => {
    const form = <form><Captcha labels={labels} /></form>;
    const host = document.createElement('div');
    host.innerHTML = renderToString(form);
    document.body.append(host);
    await import('altcha'); // another form's captcha loaded the widget: this element is upgraded too
    await new Promise((settle) => setTimeout(settle, 50));
    expect(host.querySelector('altcha-widget')!.children.length).toBeGreaterThan(0);

    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, form, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(host.querySelector('altcha-widget input[type="checkbox"]')).not.toBeNull();
    await act(async () => root.unmount());
  });
});
