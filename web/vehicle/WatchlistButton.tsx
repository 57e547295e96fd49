'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { fill, postJson } from '../account/post-json';
import actionStyles from './VehicleActions.module.css';
import styles from './WatchlistButton.module.css';
import { createToastStore, openToast, type ToastStore } from './toast-store';
import { createWatchlistToggle, watchlistCall, type WatchlistAction } from './watchlist-toggle';

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

/** The server renders no toast: one stable empty list (useSyncExternalStore compares snapshots). */
const NO_TOASTS: readonly never[] = [];
const noToasts = () => NO_TOASTS;

/**
 * §4 Watchlist on the vehicle page: 'Save to watchlist' / 'Saved' (aria-pressed). The click flips
 * the button at once and then calls the server, never rolled back; a failure alerts with the
 * server's message (§8). Signed out or without a phone, it goes to sign-in instead (§5). Each
 * answered call shows the §8 toast in a polite live region, the newest replacing the last; it stays
 * until dismissed (× or Escape), and a dismissal from inside it puts focus back on the toggle
 * (toast-store.ts says why it does not go by itself).
 */
export function WatchlistButton({ carId, carName, initialSaved, phone, signedIn, signInHref, labels, listHref = '/account' }: WatchlistButtonProps) {
  const [saved, setSaved] = useState(initialSaved);
  const [toasts] = useState<ToastStore<WatchlistAction>>(() => createToastStore<WatchlistAction>());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const [toggle] = useState(() =>
    createWatchlistToggle(initialSaved, { carId, phone, signedIn, signInHref }, {
      setSaved,
      toast: (action) => toasts.show(action),
      assign: (href) => window.location.assign(href),
      alert: (message) => window.alert(message),
      call: (action, body) => watchlistCall(postJson, action, body, { signInHref, fallbackMessage: labels.failed }),
    }),
  );
  const toast = openToast(useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, noToasts));
  const dismiss = (id: number) => {
    const hadFocus = toastRef.current?.contains(document.activeElement) ?? false;
    toasts.dismiss(id);
    if (hadFocus) toggleRef.current?.focus();
  };

  return (
    <>
      <button
        type="button"
        className={`${actionStyles.button} ${actionStyles.outline} ${styles.toggle}`}
        ref={toggleRef}
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
            ref={toastRef}
            data-testid="watchlist-toast"
            onKeyDown={(event) => {
              if (event.key === 'Escape') dismiss(toast.id);
            }}
          >
            <div className={styles.text}>
              <p className={styles.title}>{toast.content === 'save' ? labels.savedTitle : labels.removedTitle}</p>
              <p>{fill(toast.content === 'save' ? labels.savedBody : labels.removedBody, { car: carName })}</p>
            </div>
            <a className={styles.action} href={listHref}>{labels.viewList}</a>
            <button type="button" className={styles.dismiss} aria-label={labels.dismiss} onClick={() => dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
