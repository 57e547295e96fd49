'use client';

import { useId, useRef, type ReactNode } from 'react';
import styles from './DialogButton.module.css';

export interface DialogButtonLabels {
  /** The button that opens the dialog. */
  open: string;
  /** The dialog's heading, which names it. */
  heading: string;
  /** The close button's accessible name. */
  close: string;
}

/**
 * A button that opens a modal dialog (§2 Quick Enquiry, Email Us, holiday hours). The native
 * <dialog> (showModal) traps focus and makes the page inert, Escape, the close button or a click on
 * the backdrop closes it, and focus goes back to the button (WAI-ARIA dialog pattern). `children`
 * is drawn inside, on the server too; a function gets the heading's id, for a form it labels.
 */
export function DialogButton({ labels, buttonClassName, testId, onOpen, children }: {
  labels: DialogButtonLabels;
  buttonClassName: string;
  testId?: string;
  /** Called as the dialog opens (e.g. to load what it shows). */
  onOpen?: () => void;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          onOpen?.();
        }}
      >
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={headingId}
        data-testid={testId}
        onClose={() => opener.current?.focus()}
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={headingId} className={styles.title}>{labels.heading}</h2>
            <button type="button" className={styles.close} aria-label={labels.close} onClick={() => dialog.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {typeof children === 'function' ? children(headingId) : children}
        </div>
      </dialog>
    </>
  );
}
