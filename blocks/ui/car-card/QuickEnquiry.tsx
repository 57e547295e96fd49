'use client';

import { useId, useRef, useState, type ComponentType } from 'react';
import type { EnquiryFormClientProps } from '../../enquiry-form/EnquiryFormClient';
import styles from './QuickEnquiry.module.css';

export interface QuickEnquiryLabels {
  /** The card's button: 'Quick Enquiry' (§2). */
  open: string;
  /** The dialog's heading, naming the car. */
  heading: string;
  close: string;
  loading: string;
}

/**
 * §2 Quick Enquiry: the card's button opens a modal dialog with the enquiry form, the car attached,
 * without leaving the list. The native <dialog> (showModal) traps focus and makes the page inert,
 * Escape or the close button closes it, and focus goes back to the button (WAI-ARIA dialog pattern).
 * The form, react-hook-form and the schema load only when a shopper opens it; a sent enquiry goes
 * to /success like any other (§4).
 */
export function QuickEnquiry({ labels, form, buttonClassName }: { labels: QuickEnquiryLabels; form: EnquiryFormClientProps; buttonClassName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const [Form, setForm] = useState<ComponentType<EnquiryFormClientProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const open = () => {
    dialog.current?.showModal();
    if (Form) return;
    setFailed(false);
    import('../../enquiry-form/EnquiryFormClient').then(
      (module) => setForm(() => module.EnquiryFormClient),
      () => setFailed(true),
    );
  };

  return (
    <>
      <button ref={opener} type="button" className={buttonClassName} aria-haspopup="dialog" onClick={open}>
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={headingId}
        data-testid="quick-enquiry"
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
          {Form ? <Form {...form} labelledBy={headingId} /> : <p role="status">{failed ? form.labels.failed : labels.loading}</p>}
        </div>
      </dialog>
    </>
  );
}
