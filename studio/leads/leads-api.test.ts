import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The Leads tool's client reads a refusal of the web API as problem details (README "Routes and
 * errors"): the sentence from `detail`, else the first field message, else the status.
 */
vi.mock('../config/environment', () => ({ webOrigin: async (site: string) => `http://${site}.localhost:3000` }));
const { LeadsApiError, fetchLeads, resendDelivery } = await import('./leads-api');

const problem = (status: number, members: Record<string, unknown>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, ...members }), { status, headers: { 'content-type': 'application/problem+json' } });
const answering = (response: Response) => vi.stubGlobal('fetch', vi.fn(async () => response));
afterEach(() => vi.unstubAllGlobals());

describe('the Leads tool reads the web API\'s refusals', () => {
  it.each([
    ['a 403 problem', problem(403, { detail: 'This Studio user does not work on this site.' }), 'This Studio user does not work on this site.'],
    ['a 409 problem with its outcome', problem(409, { detail: 'It is being sent right now.', outcome: 'sending' }), 'It is being sent right now.'],
    ['a 400 problem without a detail', problem(400, { detail: ' ', errors: { limit: 'limit must be a whole number from 1 to 200.' } }), 'limit must be a whole number from 1 to 200.'],
    ['a body that is not JSON', new Response('Bad gateway', { status: 502 }), 'The website answered 502.'],
  ])('%s', async (_name, response, message) => {
    answering(response);
    const error = await resendDelivery('riverside-kia', 'token', 'd-1').then(() => null, (failure: unknown) => failure);
    expect(error).toBeInstanceOf(LeadsApiError);
    expect((error as Error).message).toBe(message);
  });

  it('a success is the answer\'s body', async () => {
    answering(Response.json({ outcome: 'queued', message: 'Queued: it will be sent within seconds.' }, { status: 202 }));
    expect(await resendDelivery('riverside-kia', 'token', 'd-1')).toBe('Queued: it will be sent within seconds.');
    answering(Response.json({ site: 'riverside-kia', leads: [] }));
    expect(await fetchLeads('riverside-kia', 'token', '')).toEqual([]);
  });
});
