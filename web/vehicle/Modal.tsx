'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

/**
 * A modal dialog on the native <dialog>: showModal() traps focus and makes the page inert, Escape
 * closes it, and focus goes back to the element that opened it (§2 modals; WAI-ARIA dialog pattern).
 */
export function Modal({ open, onClose, title, closeLabel, children }: { open: boolean; onClose: () => void; title: string; closeLabel: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
