// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
