import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The Sales tool's client reads a refusal of the web API as problem details (README "Routes and
 * errors"): the sentence from `detail` (else the first field message), the status, and a refused
 * return inspection's unmet terms from `reasons`.
 */
vi.mock('../config/environment', () => ({ webOrigin: async (site: string) => `http://${site}.localhost:3000` }));
const { SalesApiError, captureDeposit, recordReturnInspection } = await import('./sales-api');

const problem = (status: number, members: Record<string, unknown>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, ...members }), { status, headers: { 'content-type': 'application/problem+json' } });
const answering = (response: Response | Error) => vi.stubGlobal('fetch', vi.fn(async () => (response instanceof Error ? Promise.reject(response) : response)));
afterEach(() => vi.unstubAllGlobals());

async function refusal(call: () => Promise<unknown>) {
  const error = await call().then(() => null, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(SalesApiError);
  const { message, status, reasons } = error as InstanceType<typeof SalesApiError>;
  return { message, status, reasons };
}

const inspection = { odometer_km: 42_700, fuel: 'below-quarter', keys_and_accessories: false, encumbrance_cents: 0 } as const;

describe('the Sales tool reads the web API\'s refusals', () => {
  it.each([
    {
      name: 'a 409 problem: its detail',
      response: problem(409, { detail: 'The reservation is captured; only a held deposit can be released.' }),
      expected: { message: 'The reservation is captured; only a held deposit can be released.', status: 409, reasons: [] },
    },
    {
      name: 'a 422 problem: its detail and each unmet term',
      response: problem(422, { detail: 'The return terms are not met.', reasons: ['More than 500 km since delivery.', 'Less than a quarter tank.', 42] }),
      expected: { message: 'The return terms are not met.', status: 422, reasons: ['More than 500 km since delivery.', 'Less than a quarter tank.'] },
    },
    {
      name: 'a 400 problem without a detail: its first field message',
      response: problem(400, { detail: '', errors: { odometer_km: 'Too small: expected number to be >=0' } }),
      expected: { message: 'Too small: expected number to be >=0', status: 400, reasons: [] },
    },
    {
      name: 'a proxy\'s HTML page: the status',
      response: new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      expected: { message: 'The website answered 502.', status: 502, reasons: [] },
    },
    {
      name: 'no answer at all',
      response: new TypeError('fetch failed'),
      expected: { message: 'The website did not answer. Is it running?', status: null, reasons: [] },
    },
  ])('$name', async ({ response, expected }) => {
    answering(response);
    expect(await refusal(() => recordReturnInspection('southern-cross-motors', 'token', 'order-1', inspection))).toEqual(expected);
  });

  it('a success is the answer\'s body', async () => {
    answering(Response.json({ reservation: { id: 'r-1', status: 'captured' } }));
    expect(await captureDeposit('southern-cross-motors', 'token', 'r-1')).toEqual({ id: 'r-1', status: 'captured' });
  });
});
