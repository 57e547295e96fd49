'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import forms from '../components/form-controls.module.css';
import styles from './Account.module.css';
import { fill, send } from './post-json';

/**
 * The account page's islands (§4, README "Accounts, the watchlist, reservations and buying
 * online"): sign out, the phone editor, removing cars from the watchlist and deleting the account.
 * Each POSTs to its endpoint and says what happened in the page (no window.alert), a refusal in its
 * problem's words; leaving the account (sign out, delete) is a full navigation home, so nothing of
 * the account stays in the router's cache.
 */

export function SignOutButton({ labels }: { labels: { signOut: string; signingOut: string; failed: string } }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={forms.buttons}>
      <button
        type="button"
        className={forms.secondary}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const result = await send('/api/account/sign-out', {}, labels.failed);
          if (result.ok) {
            window.location.assign('/');
            return;
          }
          setError(result.message);
          setBusy(false);
        }}
      >
        {busy ? labels.signingOut : labels.signOut}
      </button>
      {error ? <p className={forms.errorText} role="alert">{error}</p> : null}
    </div>
  );
}

export interface PhoneEditorLabels {
  phone: string;
  none: string;
  note: string;
  change: string;
  add: string;
  save: string;
  saving: string;
  cancel: string;
  saved: string;
  failed: string;
}

/** The profile's phone (§5: the watchlist needs one), shown with a button that opens an inline form. */
export function PhoneEditor({ phone, labels }: { phone: string | null; labels: PhoneEditorLabels }) {
  const router = useRouter();
  const id = useId();
  const [current, setCurrent] = useState(phone);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(phone ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(false);
    setError(null);
    // Back to the button that opened the form, once it is in the page again.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await send('/api/account/phone', { phone: value }, labels.failed);
    setBusy(false);
    if (!result.ok) {
      setError(result.fields.phone ?? result.message);
      return;
    }
    const saved = typeof result.body.phone === 'string' ? result.body.phone : value.trim();
    setCurrent(saved);
    setNotice(labels.saved);
    close();
    // The watchlist's Remove buttons send the phone: render them again with the new one.
    router.refresh();
  };

  return (
    <>
      {editing ? (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <div className={forms.field}>
            <label htmlFor={`${id}-phone`} className={forms.label}>{labels.phone}</label>
            <input
              id={`${id}-phone`}
              className={forms.control}
              type="tel"
              name="phone"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-phone-error` : undefined}
              autoFocus
            />
            {error ? <p id={`${id}-phone-error`} className={forms.errorText} role="alert">{error}</p> : null}
          </div>
          <div className={forms.buttons}>
            <button type="submit" className={forms.primary} disabled={busy} aria-busy={busy || undefined}>{busy ? labels.saving : labels.save}</button>
            <button type="button" className={forms.textButton} disabled={busy} onClick={close}>{labels.cancel}</button>
          </div>
        </form>
      ) : (
        <>
          <span>{current ?? <span className={styles.muted}>{labels.none}</span>}</span>
          {current ? null : <span className={styles.meta}>{labels.note}</span>}
          <span>
            <button ref={opener} type="button" className={forms.textButton} onClick={() => { setEditing(true); setNotice(null); setValue(current ?? ''); }}>
              {current ? labels.change : labels.add}
            </button>
          </span>
        </>
      )}
      <p className={styles.notice} role="status">{notice}</p>
    </>
  );
}

export interface WatchlistItem {
  id: string;
  /** The car's title, or null when the site no longer lists it. */
  title: string | null;
  href: string | null;
  price: string | null;
  sold: boolean;
}

export interface AccountWatchlistLabels {
  empty: string;
  browse: string;
  noLongerListed: string;
  sold: string;
  remove: string;
  removeLabel: string;
  removing: string;
  removed: string;
  failed: string;
}

/**
 * The shopper's watchlist, newest first, each with a Remove button (POST remove-car, §7). A removed
 * car leaves the list at once after the server's yes; focus goes to the list's heading and the live
 * region says what happened.
 */
export function AccountWatchlist({ items, phone, headingId, labels }: { items: WatchlistItem[]; phone: string | null; headingId: string; labels: AccountWatchlistLabels }) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = items.filter((item) => !removed.has(item.id));
  const nameOf = (item: WatchlistItem) => item.title ?? fill(labels.noLongerListed, { id: item.id });

  const remove = async (item: WatchlistItem) => {
    setBusy(item.id);
    setError(null);
    setNotice(null);
    const result = await send('/api/watchlist/remove-car', { phone_number: phone ?? '', car_id: item.id }, labels.failed);
    setBusy(null);
    if (!result.ok) {
      setError({ id: item.id, message: result.message });
      return;
    }
    setRemoved((current) => new Set([...current, item.id]));
    setNotice(fill(labels.removed, { car: nameOf(item) }));
    document.getElementById(headingId)?.focus();
  };

  return (
    <>
      <p className={styles.notice} role="status">{notice}</p>
      {shown.length === 0 ? (
        <p className={styles.muted}>
          {labels.empty} <a className={styles.carLink} href="/search">{labels.browse}</a>
        </p>
      ) : (
        <ul className={styles.list} role="list">
          {shown.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>
                {item.href && item.title ? <a className={styles.carLink} href={item.href}>{item.title}</a> : <span>{nameOf(item)}</span>}
                {item.price || item.sold ? (
                  <span className={styles.meta}>
                    {item.price ? <span className={styles.price}>{item.price}</span> : null}
                    {item.price && item.sold ? ' · ' : null}
                    {item.sold ? labels.sold : null}
                  </span>
                ) : null}
                {error?.id === item.id ? <p className={forms.errorText} role="alert">{error.message}</p> : null}
              </div>
              <button
                type="button"
                className={forms.secondary}
                aria-label={fill(labels.removeLabel, { car: nameOf(item) })}
                disabled={busy !== null}
                aria-busy={busy === item.id || undefined}
                onClick={() => void remove(item)}
              >
                {busy === item.id ? labels.removing : labels.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export interface DeleteAccountLabels {
  button: string;
  confirm: string;
  confirmButton: string;
  cancel: string;
  deleting: string;
  failed: string;
}

/** Delete the account, after a confirm step in the page (POST delete, then home). */
export function DeleteAccount({ labels }: { labels: DeleteAccountLabels }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  if (!confirming) {
    return (
      <div className={forms.buttons}>
        <button ref={opener} type="button" className={forms.secondary} onClick={() => setConfirming(true)}>
          {labels.button}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
      <p id={`${id}-confirm`}>{labels.confirm}</p>
      {error ? <p className={forms.errorText} role="alert">{error}</p> : null}
      <div className={forms.buttons}>
        <button
          type="button"
          className={forms.danger}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            setBusy(true);
            setError(null);
            const result = await send('/api/account/delete', {}, labels.failed);
            if (result.ok) {
              window.location.assign('/');
              return;
            }
            setError(result.message);
            setBusy(false);
          }}
        >
          {busy ? labels.deleting : labels.confirmButton}
        </button>
        {/* Focus starts on the harmless choice: Enter right after opening keeps the account. */}
        <button
          type="button"
          className={forms.textButton}
          disabled={busy}
          autoFocus
          onClick={() => {
            setConfirming(false);
            setError(null);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}
