import { problemMessage } from '@dealer/leads';
import { answerText, type PostJson } from '../account/post-json';
import { sameSitePath } from '../server/http/same-site-path';

/**
 * The vehicle page's watchlist toggle without React (§4 Watchlist, §5, §8), so its rules are unit
 * tested on their own: WatchlistButton only wires these to state and the DOM.
 */

export type WatchlistAction = 'save' | 'remove';

/** What a save or remove call came to. */
export type WatchlistOutcome = { ok: true } | { ok: false; signIn: string } | { ok: false; message: string };

export const WATCHLIST_ENDPOINTS: Record<WatchlistAction, string> = {
  save: '/api/watchlist/save-car',
  remove: '/api/watchlist/remove-car',
};

/**
 * POSTs `{phone_number, car_id}` (§7) and reads the answer: `{success: true}`; a refusal is problem
 * details with `success: false` (README "Routes and errors"): a 401 with `signIn` (signed out, or no
 * phone: §5) sends the shopper to sign in, kept to this site's paths; anything else is a failure
 * with the problem's detail, or `fallbackMessage` when it gave none or the network failed.
 */
export async function watchlistCall(
  post: PostJson,
  action: WatchlistAction,
  body: { phone_number: string; car_id: string },
  { signInHref, fallbackMessage }: { signInHref: string; fallbackMessage: string },
): Promise<WatchlistOutcome> {
  try {
    const answer = await post(WATCHLIST_ENDPOINTS[action], body);
    if (answer.status >= 200 && answer.status < 300 && answer.body?.success === true) return { ok: true };
    const signIn = answerText(answer.body, 'signIn');
    if (answer.status === 401) return { ok: false, signIn: sameSitePath(signIn ?? null, signInHref) };
    return { ok: false, message: problemMessage(answer.body, fallbackMessage) };
  } catch {
    return { ok: false, message: fallbackMessage };
  }
}

export interface WatchlistToggleOptions {
  carId: string;
  /** The profile's phone, sent as phone_number; null when the shopper has none yet. */
  phone: string | null;
  signedIn: boolean;
  signInHref: string;
}

export interface WatchlistEffects {
  /** The button's state, set at once on each click (§4: optimistic). */
  setSaved(saved: boolean): void;
  /** A call succeeded: the §8 toast for it. */
  toast(action: WatchlistAction): void;
  /** Leave for sign-in (window.location.assign). */
  assign(href: string): void;
  /** §8: a failed call alerts with its message (window.alert). */
  alert(message: string): void;
  call(action: WatchlistAction, body: { phone_number: string; car_id: string }): Promise<WatchlistOutcome>;
}

export interface WatchlistToggle {
  readonly saved: boolean;
  /** One click. Resolves when this click's call has been answered (tests wait on it). */
  toggle(): Promise<void>;
}

/**
 * §4: a signed-in shopper with a phone toggles; anyone else goes to sign-in and nothing is sent.
 * Each click flips the state at once, then calls the server; a failure alerts and is not rolled
 * back (§4, §8). Calls go one after another in click order, so a quick save-then-remove reaches
 * the server in that order and the list ends as the button shows.
 */
export function createWatchlistToggle(initialSaved: boolean, options: WatchlistToggleOptions, effects: WatchlistEffects): WatchlistToggle {
  let saved = initialSaved;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    get saved() {
      return saved;
    },
    toggle() {
      if (!options.signedIn || !options.phone) {
        effects.assign(options.signInHref);
        return Promise.resolve();
      }
      saved = !saved;
      effects.setSaved(saved);
      const action: WatchlistAction = saved ? 'save' : 'remove';
      const body = { phone_number: options.phone, car_id: options.carId };
      const run = queue.then(async () => {
        const outcome = await effects.call(action, body);
        if (outcome.ok) effects.toast(action);
        else if ('signIn' in outcome) effects.assign(outcome.signIn);
        else effects.alert(outcome.message);
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
