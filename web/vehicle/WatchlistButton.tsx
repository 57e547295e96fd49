'use client';

import { useState, useSyncExternalStore } from 'react';
import { fill, postJson } from '../account/post-json';
import actionStyles from './VehicleActions.module.css';
import styles from './WatchlistButton.module.css';
import { createToastStore, createWatchlistToggle, watchlistCall, type ToastStore } from './watchlist-toggle';

/** Every string the toggle and its toasts show, through the locale layer on the server ({car} templates). */
export interface WatchlistButtonLabels {
  save: string;
  saved: string;
  savedTitle: string;
  savedBody: string;
  removedTitle: string;
  removedBody: string;
  viewList: string;
  dismiss: string;
  failed: string;
}

export interface WatchlistButtonProps {
  carId: string;
  carName: string;
  initialSaved: boolean;
  /** The signed-in shopper's phone (sent as phone_number, §7); null when signed out or none yet. */
  phone: string | null;
  signedIn: boolean;
  /** /sign-in?type=watchlist&redirect=…&back=… for this car (§2). */
  signInHref: string;
  labels: WatchlistButtonLabels;
  /** Where 'View List' goes. */
  listHref?: string;
}

const noToast = () => null;

/**
 * §4 Watchlist on the vehicle page: 'Save to watchlist' / 'Saved' (aria-pressed). The click flips
 * the button at once and then calls the server, never rolled back; a failure alerts with the
 * server's message (§8). Signed out or without a phone, it goes to sign-in instead (§5). Each
 * answered call shows the §8 toast, one at a time, in a polite live region.
 */
export function WatchlistButton({ carId, carName, initialSaved, phone, signedIn, signInHref, labels, listHref = '/account' }: WatchlistButtonProps) {
  const [saved, setSaved] = useState(initialSaved);
  const [toasts] = useState<ToastStore>(() => createToastStore());
  const [toggle] = useState(() =>
    createWatchlistToggle(initialSaved, { carId, phone, signedIn, signInHref }, {
      setSaved,
      toast: (action) => toasts.show(action),
      assign: (href) => window.location.assign(href),
      alert: (message) => window.alert(message),
      call: (action, body) => watchlistCall(postJson, action, body, { signInHref, fallbackMessage: labels.failed }),
    }),
  );
  const toast = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, noToast);

  return (
    <>
      <button
        type="button"
        className={`${actionStyles.button} ${actionStyles.outline} ${styles.toggle}`}
        aria-pressed={saved}
        data-testid="watchlist-toggle"
        onClick={() => {
          void toggle.toggle();
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
        </svg>
        {saved ? labels.saved : labels.save}
      </button>
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <div
            key={toast.id}
            className={styles.toast}
            data-testid="watchlist-toast"
            onMouseEnter={toasts.pause}
            onMouseLeave={toasts.resume}
            onFocus={toasts.pause}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) toasts.resume();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') toasts.dismiss();
            }}
          >
            <div className={styles.text}>
              <p className={styles.title}>{toast.action === 'save' ? labels.savedTitle : labels.removedTitle}</p>
              <p>{fill(toast.action === 'save' ? labels.savedBody : labels.removedBody, { car: carName })}</p>
            </div>
            <a className={styles.action} href={listHref}>{labels.viewList}</a>
            <button type="button" className={styles.dismiss} aria-label={labels.dismiss} onClick={toasts.dismiss}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
