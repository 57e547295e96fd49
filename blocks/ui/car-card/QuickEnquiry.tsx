'use client';

import { useState, type ComponentType } from 'react';
import type { EnquiryFormClientProps } from '../../enquiry-form/EnquiryFormClient';
import { DialogButton } from '../DialogButton';

export interface QuickEnquiryLabels {
  /** The card's button: 'Quick Enquiry' (§2). */
  open: string;
  /** The dialog's heading, naming the car. */
  heading: string;
  close: string;
  loading: string;
}

/**
 * §2 Quick Enquiry: the card's button opens a modal dialog (DialogButton) with the enquiry form, the
 * car attached, without leaving the list. The form, react-hook-form and the schema load only when a
 * shopper opens it; a sent enquiry goes to /success like any other (§4).
 */
export function QuickEnquiry({ labels, form, buttonClassName }: { labels: QuickEnquiryLabels; form: EnquiryFormClientProps; buttonClassName: string }) {
  const [Form, setForm] = useState<ComponentType<EnquiryFormClientProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    if (Form) return;
    setFailed(false);
    import('../../enquiry-form/EnquiryFormClient').then(
      (module) => setForm(() => module.EnquiryFormClient),
      () => setFailed(true),
    );
  };

  return (
    <DialogButton labels={labels} buttonClassName={buttonClassName} testId="quick-enquiry" onOpen={load}>
      {(headingId) => (Form ? <Form {...form} labelledBy={headingId} /> : <p role="status">{failed ? form.labels.failed : labels.loading}</p>)}
    </DialogButton>
  );
}
