// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { VehicleActions, type VehicleActionLabels, type VehicleActionLinks } from './VehicleActions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * §7 "Download car PDF by slug", §8 "PDF failure: alert with error message": a refusal of
 * GET /api/cars/{slug}/pdf is RFC 9457 problem details (README "Routes and errors"), and the alert
 * says its detail.
 */
const labels: VehicleActionLabels = {
  region: 'Actions', enquire: 'Enquire', finance: 'Finance', tradeIn: 'Trade-in', testDrive: 'Test drive', history: 'History', reserve: null,
  buyOnline: 'Buy Online', financeEnquiry: 'Finance Enquiry', requestPhotos: 'Request photos', downloadPdf: 'Download PDF', downloading: 'Downloading…', close: 'Close',
  dialogTitles: { enquiry: 'Enquire', testDrive: 'Test drive', photos: 'Photos', finance: 'Finance' },
};
const links: VehicleActionLinks = { tradeIn: null, history: null, reserve: null, buyOnline: null, financeEnquiry: null, pdf: '/api/cars/kia-ev3/pdf', pdfName: 'kia-ev3.pdf' };

const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Refused', status, detail }), { status, headers: { 'content-type': 'application/problem+json' } });

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Clicks Download PDF with the server answering `answer`; what the page alerted. */
async function downloadAnsweredWith(answer: () => Promise<Response>): Promise<string[]> {
  const fetched = vi.fn(answer);
  vi.stubGlobal('fetch', fetched);
  const alerted = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<VehicleActions labels={labels} links={links} dialogs={{}} phone={null} />));
  const button = [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === labels.downloadPdf)!;
  await act(async () => {
    button.click();
    await new Promise((settle) => setTimeout(settle, 20));
  });
  await vi.waitFor(() => expect(alerted).toHaveBeenCalled());
  expect(fetched).toHaveBeenCalledWith('/api/cars/kia-ev3/pdf');
  return alerted.mock.calls.map(([message]) => String(message));
}

describe('§8 a PDF that cannot be had alerts with the problem\'s detail', () => {
  it.each([
    ['a 503 says why the PDF could not be made', async () => problem(503, 'The PDF could not be made: search is down'), 'The PDF could not be made: search is down'],
    ['a 404 says there is no such car', async () => problem(404, 'No such car on this site.'), 'No such car on this site.'],
    ['a 429 says when to try again', async () => problem(429, 'Too many requests. Try again in 12 seconds.'), 'Too many requests. Try again in 12 seconds.'],
    ['an answer that is no problem names its status', async () => new Response('<html>Bad gateway</html>', { status: 502 }), 'The PDF could not be made (502).'],
    ['a network failure says so', async () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('%s', async (_case, answer, alerted) => {
    expect(await downloadAnsweredWith(answer)).toEqual([alerted]);
  });
});

describe('§2 modals: a dialog closing late leaves the next one open', () => {
  // jsdom has no showModal(): these stand in for the browser's, which fires `close` as a task of its
  // own. A browser runs input first, so a quick shopper's next click can come before that event.
  const heldCloses: HTMLDialogElement[] = [];
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
  /** Escape as the browser does it: the dialog shuts at once, its `close` event comes later. */
  const escapeWithLateClose = (dialog: HTMLDialogElement) => {
    dialog.removeAttribute('open');
    heldCloses.push(dialog);
  };

  it('the enquiry dialog\'s late close does not shut Request photos, opened just after it', async () => {
    onTestFinished(stubDialogs());
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const dialogs = { enquiry: <p>enquiry form</p>, photos: <p>photos form</p> };
    await act(async () => root!.render(<VehicleActions labels={labels} links={links} dialogs={dialogs} phone={null} />));
    const button = (name: string) => [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
    const dialog = (title: string) => [...host.querySelectorAll('dialog')].find((candidate) => candidate.querySelector('h2')?.textContent === title)!;

    await act(async () => button(labels.enquire).click());
    expect(dialog('Enquire').open).toBe(true);
    escapeWithLateClose(dialog('Enquire'));
    await act(async () => button(labels.requestPhotos).click());
    expect(dialog('Photos').open).toBe(true);
    await act(async () => { heldCloses.splice(0).forEach((late) => late.dispatchEvent(new Event('close'))); });
    expect(dialog('Photos').open).toBe(true);
    expect(dialog('Photos').textContent).toContain('photos form');
  });
});
