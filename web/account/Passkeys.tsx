'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import forms from '../components/form-controls.module.css';
import styles from './Account.module.css';
import { addPasskeyHere, passkeysSupported } from './passkey-ceremony';
import { send } from './post-json';

export interface PasskeyItem {
  id: string;
  /** "Passkey 1", in the order they were added. */
  name: string;
  /** "Added on 24 Nov 2026, last used on …, synced between your devices". */
  detail: string;
}

export interface PasskeysLabels {
  none: string;
  add: string;
  adding: string;
  added: string;
  /** {name}. */
  removeLabel: string;
  remove: string;
  removed: string;
  unsupported: string;
  cancelled: string;
  failed: string;
}

/**
 * The account page's passkeys (README "Accounts, the watchlist, reservations and buying online"):
 * each with Remove, and Add a passkey, which runs the browser's passkey prompt and then re-renders
 * the page's list from the server. A browser that cannot use passkeys says so instead of offering
 * the button.
 */
export function Passkeys({ items, labels }: { items: PasskeyItem[]; labels: PasskeysLabels }) {
  const router = useRouter();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void passkeysSupported().then(setSupported, () => setSupported(false));
  }, []);

  const add = async () => {
    setBusy('add');
    setNotice(null);
    setError(null);
    const result = await addPasskeyHere({ failed: labels.failed, cancelled: labels.cancelled });
    setBusy(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setNotice(labels.added);
    router.refresh();
  };

  const remove = async (item: PasskeyItem) => {
    setBusy(item.id);
    setNotice(null);
    setError(null);
    const result = await send('/api/account/passkeys/remove', { id: item.id }, labels.failed);
    setBusy(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setNotice(labels.removed);
    router.refresh();
  };

  return (
    <>
      <p className={styles.notice} role="status">{notice}</p>
      {error ? <p className={forms.errorText} role="alert">{error}</p> : null}
      {items.length === 0 ? (
        <p className={styles.muted}>{labels.none}</p>
      ) : (
        <ul className={styles.list} role="list">
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="passkey">
              <div className={styles.itemText}>
                <span className={styles.itemTitle}>{item.name}</span>
                <span className={styles.meta}>{item.detail}</span>
              </div>
              <button
                type="button"
                className={forms.secondary}
                disabled={busy !== null}
                aria-busy={busy === item.id || undefined}
                aria-label={labels.removeLabel.replace('{name}', item.name)}
                onClick={() => void remove(item)}
              >
                {labels.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported === false ? (
        <p className={styles.muted}>{labels.unsupported}</p>
      ) : (
        <div className={forms.buttons}>
          <button type="button" className={forms.secondary} disabled={supported !== true || busy !== null} aria-busy={busy === 'add' || undefined} onClick={() => void add()}>
            {busy === 'add' ? labels.adding : labels.add}
          </button>
        </div>
      )}
    </>
  );
}
