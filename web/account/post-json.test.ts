import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from './post-json';

/**
 * The account islands' calls (README "Accounts, the watchlist, reservations and buying online")
 * read a refusal as problem details (README "Routes and errors"): the message to show is its
 * `detail`, the per-field ones its `errors`; an answer that is no problem, or none at all, shows
 * the island's own words.
 */
const FALLBACK = 'Something went wrong. Please try again.';
const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, detail, ...extensions }), { status, headers: { 'content-type': 'application/problem+json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('send: what an account island shows for an answer', () => {
  it.each([
    ['a 2xx: its body', Response.json({ phone: '0412 345 678' }), { ok: true, body: { phone: '0412 345 678' } }],
    ['a 401 problem: its detail', problem(401, 'Please sign in first.'), { ok: false, message: 'Please sign in first.', fields: {} }],
    [
      'a 400 problem with field messages: its detail and its fields',
      problem(400, 'Please enter a valid phone number', { errors: { phone: 'Please enter a valid phone number' } }),
      { ok: false, message: 'Please enter a valid phone number', fields: { phone: 'Please enter a valid phone number' } },
    ],
    ['a 429 problem: its detail', problem(429, 'Too many codes have been sent to this address. Try again in 60 minutes.'), { ok: false, message: 'Too many codes have been sent to this address. Try again in 60 minutes.', fields: {} }],
    ['a proxy\'s HTML page: the fallback', new Response('<html>Bad gateway</html>', { status: 502 }), { ok: false, message: FALLBACK, fields: {} }],
    ['the old {message} shape: the fallback', Response.json({ message: 'No.' }, { status: 400 }), { ok: false, message: FALLBACK, fields: {} }],
  ])('%s', async (_case, response, expected) => {
    vi.stubGlobal('fetch', vi.fn(async () => response));
    expect(await send('/api/account/phone', { phone: 'x' }, FALLBACK)).toEqual(expected);
  });

  it('a network failure: the fallback', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await send('/api/account/sign-out', {}, FALLBACK)).toEqual({ ok: false, message: FALLBACK, fields: {} });
  });

  it('posts JSON to this site with its cookies, never from the cache', async () => {
    const fetch = vi.fn(async () => Response.json({ signedOut: true }));
    vi.stubGlobal('fetch', fetch);
    await send('/api/account/sign-out', { a: 1 }, FALLBACK);
    expect(fetch).toHaveBeenCalledWith('/api/account/sign-out', expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'same-origin', cache: 'no-store' }));
  });
});
