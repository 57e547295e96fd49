// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { enquiryErrorMessages, enquiryRulesFor } from '@dealer/leads';
import { loadWhenShown } from '@dealer/blocks/ui/load-when-shown';
import { createLocale, findSiteDefinition, resolveSiteConfig } from '@dealer/tenants';
import { TestDriveDialogForm } from './dialog-forms';
import { testDriveLabels } from './test-drive-labels';
import type { TestDriveForm } from './TestDriveForm';
import { VehicleActions, type VehicleActionLabels, type VehicleActionLinks } from './VehicleActions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * README "Page speed", the vehicle page: a dialog's form is no part of the page's first scripts.
 * Its code is fetched when the dialog first opens, and the click that asked for it has opened it.
 */
const { config } = resolveSiteConfig(findSiteDefinition('riverside-kia')!);
const t = createLocale(config.locale).t;
const rules = enquiryRulesFor(config);
const status = { loading: t('card.loadingForm'), failed: t('enquiry.failed') };
const formProps = { hidden: { car_id: 'rk-1', location: rules.locations[0]!.value }, rules, errorMessages: enquiryErrorMessages(t), labels: testDriveLabels(t) };

const labels: VehicleActionLabels = {
  region: 'Actions', enquire: 'Enquire', finance: 'Finance', tradeIn: 'Trade-in', testDrive: 'Test drive', history: 'History', reserve: null,
  buyOnline: 'Buy Online', financeEnquiry: 'Finance Enquiry', requestPhotos: 'Request photos', downloadPdf: 'Download PDF', downloading: 'Downloading…', close: 'Close',
  dialogTitles: { enquiry: 'Enquire', testDrive: 'Test drive', photos: 'Photos', finance: 'Finance' },
};
const links: VehicleActionLinks = { tradeIn: null, history: null, reserve: null, buyOnline: null, financeEnquiry: null, pdf: '/api/cars/kia-ev3/pdf', pdfName: 'kia-ev3.pdf' };

/** jsdom has no showModal(): the browser's, as far as these tests need it. */
function stubDialogs() {
  const prototype = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void };
  const before = { showModal: prototype.showModal, close: prototype.close };
  prototype.showModal = function (this: HTMLDialogElement) { this.setAttribute('open', ''); };
  prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    Object.assign(prototype, before);
  };
}

/** Waits for `check` to pass, letting React apply what arrived between tries. */
const until = (check: () => void) =>
  vi.waitFor(async () => {
    await act(async () => {});
    check();
  });

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The actions with a test-drive dialog whose form loads through `loader`. */
async function actionsWithTestDrive(loader: () => Promise<ComponentType<Parameters<typeof TestDriveForm>[0]>>) {
  onTestFinished(stubDialogs());
  const Form = loadWhenShown(loader);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<VehicleActions labels={labels} links={links} dialogs={{ testDrive: <Form {...formProps} status={status} /> }} phone={null} />));
  const dialog = () => host.querySelector('dialog')!;
  const open = () => act(async () => [...host.querySelectorAll('button')].find((button) => button.textContent === labels.testDrive)!.click());
  return { dialog, open };
}

describe('README "Page speed": the vehicle page\'s dialog forms load on first open', () => {
  it.each([
    ['its code comes', () => import('./TestDriveForm').then((module) => module.TestDriveForm), 'form'],
    ['its code cannot be had', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'failed'],
  ] as const)('the first click opens the dialog, which fetches its form only then: %s', async (_case, load, shown) => {
    const loader = vi.fn(load);
    const { dialog, open } = await actionsWithTestDrive(loader);
    expect(loader).not.toHaveBeenCalled();
    expect(dialog().open).toBe(false);

    await open();
    expect(dialog().open).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    if (shown === 'failed') {
      await until(() => expect(dialog().querySelector('[role="status"]')?.textContent).toBe(status.failed));
      return;
    }
    await until(() => expect(dialog().querySelector('form')).not.toBeNull());
    expect(dialog().querySelector('[role="status"]')?.textContent).not.toBe(status.loading);

    // Closed and opened again: drawn at once, not fetched again.
    await act(async () => dialog().close());
    expect(dialog().querySelector('form')).toBeNull();
    await open();
    expect(dialog().querySelector('form')).not.toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('says the form is on its way while it loads', async () => {
    let arrive: (form: typeof TestDriveForm) => void = () => {};
    const { dialog, open } = await actionsWithTestDrive(() => new Promise((resolve) => { arrive = resolve; }));
    await open();
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe(status.loading);
    const { TestDriveForm: Form } = await import('./TestDriveForm');
    await act(async () => arrive(Form));
    expect(dialog().querySelector('form')).not.toBeNull();
  });

  it('the page\'s own test-drive dialog form draws the three-step form once open', async () => {
    onTestFinished(stubDialogs());
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root!.render(<VehicleActions labels={labels} links={links} dialogs={{ testDrive: <TestDriveDialogForm {...formProps} status={status} /> }} phone={null} />));
    expect(host.querySelector('dialog form')).toBeNull();
    await act(async () => [...host.querySelectorAll('button')].find((button) => button.textContent === labels.testDrive)!.click());
    await until(() => expect(host.querySelector('dialog form')).not.toBeNull());
  });
});
