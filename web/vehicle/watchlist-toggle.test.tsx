import { createLocale } from '@dealer/tenants';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fill, type JsonAnswer } from '../account/post-json';
import { WatchlistButton, type WatchlistButtonLabels } from './WatchlistButton';
import {
  createWatchlistToggle, watchlistCall,
  type WatchlistAction, type WatchlistEffects, type WatchlistOutcome, type WatchlistToggleOptions,
} from './watchlist-toggle';

const SIGN_IN = '/sign-in?type=watchlist&redirect=%2Fcars%2Fkia-ev3&back=%2Fcars%2Fkia-ev3';
const signedIn: WatchlistToggleOptions = { carId: 'rk-00038', phone: '0412 345 678', signedIn: true, signInHref: SIGN_IN };

/** The toggle with every effect recorded, in order; `answers` are what the server says, call by call. */
function harness(initialSaved: boolean, options: WatchlistToggleOptions, answers: (WatchlistOutcome | Promise<WatchlistOutcome>)[] = []) {
  const log: string[] = [];
  const calls: { action: WatchlistAction; body: { phone_number: string; car_id: string } }[] = [];
  const effects: WatchlistEffects = {
    setSaved: (saved) => log.push(`saved=${saved}`),
    toast: (action) => log.push(`toast:${action}`),
    assign: (href) => log.push(`assign:${href}`),
    alert: (message) => log.push(`alert:${message}`),
    call: (action, body) => {
      calls.push({ action, body });
      log.push(`call:${action}`);
      return Promise.resolve(answers.shift() ?? { ok: true });
    },
  };
  return { toggle: createWatchlistToggle(initialSaved, options, effects), log, calls };
}

describe('§4 Watchlist toggle', () => {
  it('§4 saving adds locally at once, then calls the server with phone_number and car_id (§7)', async () => {
    const { toggle, log, calls } = harness(false, signedIn);
    const clicked = toggle.toggle();
    // Before the server has answered: the button already shows Saved.
    expect(log).toEqual(['saved=true']);
    expect(toggle.saved).toBe(true);
    await clicked;
    expect(log).toEqual(['saved=true', 'call:save', 'toast:save']);
    expect(calls).toEqual([{ action: 'save', body: { phone_number: '0412 345 678', car_id: 'rk-00038' } }]);
  });

  it('§4 removing removes locally at once, then calls the server', async () => {
    const { toggle, log } = harness(true, signedIn);
    const clicked = toggle.toggle();
    expect(log).toEqual(['saved=false']);
    await clicked;
    expect(log).toEqual(['saved=false', 'call:remove', 'toast:remove']);
  });

  it.each([
    ['save', false, true],
    ['remove', true, false],
  ] as const)('§4/§8 a failed %s is not rolled back and alerts with the error message', async (action, initial, after) => {
    const { toggle, log } = harness(initial, signedIn, [{ ok: false, message: 'That phone number is not the one on your account.' }]);
    await toggle.toggle();
    expect(toggle.saved).toBe(after);
    expect(log).toEqual([`saved=${after}`, `call:${action}`, 'alert:That phone number is not the one on your account.']);
  });

  it.each([
    ['signed out', { ...signedIn, signedIn: false, phone: null }],
    ['signed in without a phone', { ...signedIn, phone: null }],
  ])('§4/§5 %s: a click goes to sign-in, changes nothing and calls nothing', async (_who, options) => {
    const { toggle, log, calls } = harness(false, options);
    await toggle.toggle();
    expect(log).toEqual([`assign:${SIGN_IN}`]);
    expect(calls).toEqual([]);
    expect(toggle.saved).toBe(false);
  });

  it('§5 a 401 answer (session ended meanwhile) goes to the sign-in address it names', async () => {
    const { toggle, log } = harness(false, signedIn, [{ ok: false, signIn: '/sign-in?type=watchlist&redirect=%2Fcars%2Fx' }]);
    await toggle.toggle();
    expect(log).toEqual(['saved=true', 'call:save', 'assign:/sign-in?type=watchlist&redirect=%2Fcars%2Fx']);
  });

  it('§4 quick clicks reach the server one after another, in click order', async () => {
    let answerFirst!: (outcome: WatchlistOutcome) => void;
    const first = new Promise<WatchlistOutcome>((resolve) => (answerFirst = resolve));
    const { toggle, log } = harness(false, signedIn, [first, { ok: true }]);
    const save = toggle.toggle();
    const remove = toggle.toggle();
    await Promise.resolve();
    // Both clicks showed at once; the remove waits for the save's answer before it is sent.
    expect(log).toEqual(['saved=true', 'saved=false', 'call:save']);
    answerFirst({ ok: true });
    await Promise.all([save, remove]);
    expect(log).toEqual(['saved=true', 'saved=false', 'call:save', 'toast:save', 'call:remove', 'toast:remove']);
    expect(toggle.saved).toBe(false);
  });
});

describe('§7 watchlist calls and §8 failures: a refusal is problem details with success: false (README "Routes and errors")', () => {
  const answer = (status: number, body: Record<string, unknown> | null): JsonAnswer => ({ status, body });
  const problem = (status: number, detail: string, extensions: Record<string, unknown> = {}) =>
    answer(status, { type: 'about:blank', title: 'Refused', status, detail, success: false, ...extensions });
  it.each<[string, JsonAnswer | Error, WatchlistOutcome]>([
    ['200 {success: true}', answer(200, { success: true }), { ok: true }],
    ['200 without success', answer(200, { success: false }), { ok: false, message: 'Something went wrong. Please try again.' }],
    ['a 400 problem', problem(400, 'This car is not listed on this site.', { errors: { car_id: 'This car is not listed on this site.' } }), { ok: false, message: 'This car is not listed on this site.' }],
    ['a 403 problem', problem(403, 'This request must come from a page of this site.'), { ok: false, message: 'This request must come from a page of this site.' }],
    ['a 400 problem with field messages only', answer(400, { success: false, errors: { phone_number: 'That phone number is not the one on your account.' } }), { ok: false, message: 'That phone number is not the one on your account.' }],
    ['a 401 problem with signIn', problem(401, 'Please sign in first.', { signIn: '/sign-in?type=watchlist&redirect=%2F' }), { ok: false, signIn: '/sign-in?type=watchlist&redirect=%2F' }],
    ['a 401 problem whose signIn is another site', problem(401, 'Please sign in first.', { signIn: '//evil.example/sign-in' }), { ok: false, signIn: SIGN_IN }],
    ['a 401 problem without signIn', problem(401, 'Please sign in first.'), { ok: false, signIn: SIGN_IN }],
    ['500 that is not JSON', answer(500, null), { ok: false, message: 'Something went wrong. Please try again.' }],
    ['a network failure', new Error('offline'), { ok: false, message: 'Something went wrong. Please try again.' }],
  ])('%s', async (_case, response, expected) => {
    const post = vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    const outcome = await watchlistCall(post, 'save', { phone_number: '0412 345 678', car_id: 'rk-1' }, { signInHref: SIGN_IN, fallbackMessage: 'Something went wrong. Please try again.' });
    expect(outcome).toEqual(expected);
  });

  it.each([
    ['save', '/api/watchlist/save-car'],
    ['remove', '/api/watchlist/remove-car'],
  ] as const)('§7 %s posts to %s', async (action, path) => {
    const post = vi.fn(async () => ({ status: 200, body: { success: true } }));
    await watchlistCall(post, action, { phone_number: '0412 345 678', car_id: 'rk-1' }, { signInHref: SIGN_IN, fallbackMessage: 'x' });
    expect(post).toHaveBeenCalledWith(path, { phone_number: '0412 345 678', car_id: 'rk-1' });
  });
});

describe('§8 watchlist toasts', () => {
  it('§8 the toast texts, in the locale layer as the spec gives them', () => {
    const t = createLocale('en-AU').t;
    expect([t('account.toast.savedTitle'), fill(t('account.toast.savedBody'), { car: '2026 Kia EV3 Air' }), t('account.toast.viewList')]).toEqual([
      'Car Saved In Watchlist',
      '2026 Kia EV3 Air is now available in your watchlist',
      'View List',
    ]);
    expect([t('account.toast.removedTitle'), fill(t('account.toast.removedBody'), { car: '2026 Kia EV3 Air' }), t('account.toast.viewList')]).toEqual([
      'Car Removed',
      '2026 Kia EV3 Air is no longer in your watchlist',
      'View List',
    ]);
  });
});

describe('WatchlistButton markup', () => {
  const t = createLocale('en-AU').t;
  const labels: WatchlistButtonLabels = {
    save: t('account.watchlist.save'), saved: t('account.watchlist.saved'), savedTitle: t('account.toast.savedTitle'), savedBody: t('account.toast.savedBody'),
    removedTitle: t('account.toast.removedTitle'), removedBody: t('account.toast.removedBody'), viewList: t('account.toast.viewList'), dismiss: t('account.toast.dismiss'),
    failed: t('account.error.unexpected'),
  };
  it.each([
    [false, 'aria-pressed="false"', 'Save to watchlist'],
    [true, 'aria-pressed="true"', 'Saved'],
  ])('§4 saved=%s renders a toggle button (%s) reading "%s", and an empty polite live region for the toast', (initialSaved, pressed, text) => {
    const html = renderToString(<WatchlistButton carId="rk-1" carName="2026 Kia EV3" initialSaved={initialSaved} phone="0412 345 678" signedIn signInHref={SIGN_IN} labels={labels} />);
    expect(html).toContain(pressed);
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*>.*${text}</button>`));
    expect(html).toMatch(/role="status" aria-live="polite" aria-atomic="true"><\/div>/);
  });
});
