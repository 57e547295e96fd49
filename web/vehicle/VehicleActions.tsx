'use client';

import { problemMessage, readProblem } from '@dealer/leads';
import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';
import styles from './VehicleActions.module.css';

type DialogName = 'enquiry' | 'testDrive' | 'photos' | 'finance';

export interface VehicleActionLabels {
  region: string;
  enquire: string;
  finance: string;
  tradeIn: string;
  testDrive: string;
  history: string;
  reserve: string | null;
  /** §2 'Buy Online' (used cars, on sites that sell online). */
  buyOnline: string;
  financeEnquiry: string;
  requestPhotos: string;
  downloadPdf: string;
  downloading: string;
  close: string;
  dialogTitles: Record<DialogName, string>;
}

export interface VehicleActionLinks {
  tradeIn: string | null;
  history: string | null;
  reserve: string | null;
  /** /checkout-journey?car_id=…, or null where the car cannot be bought online. */
  buyOnline: string | null;
  financeEnquiry: string | null;
  pdf: string;
  pdfName: string;
}

/**
 * The vehicle page's actions (§2 sidebar): buttons that open the enquiry, test-drive, request-photos
 * and finance dialogs, links to trade-in, the history report, Reserve Now and the Finance Enquiry,
 * and the PDF download. The dialogs' contents are rendered on the server and passed in. On narrow
 * screens the main actions also sit in a bar fixed to the bottom of the screen. Sites with shopper
 * accounts add the §4 watchlist toggle under the main action.
 */
export function VehicleActions({
  labels, links, dialogs, phone, watchlist,
}: {
  labels: VehicleActionLabels;
  links: VehicleActionLinks;
  /** null where the car offers no such dialog (a sold car: no enquiry, no finance). */
  dialogs: Partial<Record<DialogName, ReactNode>>;
  phone: ReactNode;
  /** The §4 'Save to watchlist' toggle, where the site has accounts and the car is not sold. */
  watchlist?: ReactNode;
}) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(links.pdf);
      // A refusal is problem details: its detail, or these words when the answer is none (README "Routes and errors").
      if (!response.ok) throw new Error(problemMessage(await readProblem(response), `The PDF could not be made (${response.status}).`));
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = links.pdfName;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      // §8: PDF failure alerts with the error message.
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  const dialogButton = (name: DialogName, label: string, primary = false) =>
    dialogs[name] ? (
      <button type="button" className={`${styles.button} ${primary ? styles.primary : styles.outline}`} onClick={() => setOpen(name)}>
        {label}
      </button>
    ) : null;

  return (
    <>
      <div className={styles.actions} role="group" aria-label={labels.region}>
        {dialogButton('enquiry', labels.enquire, true)}
        {watchlist}
        {phone}
        {dialogButton('finance', labels.finance)}
        {links.tradeIn ? <a className={`${styles.button} ${styles.outline}`} href={links.tradeIn}>{labels.tradeIn}</a> : null}
        {dialogButton('testDrive', labels.testDrive)}
        {links.history ? <a className={`${styles.button} ${styles.outline}`} href={links.history} target="_blank" rel="noopener">{labels.history}</a> : null}
        {links.reserve && labels.reserve ? <a className={`${styles.button} ${styles.primary}`} href={links.reserve}>{labels.reserve}</a> : null}
        {links.buyOnline ? <a className={`${styles.button} ${styles.primary}`} href={links.buyOnline}>{labels.buyOnline}</a> : null}
        {dialogButton('photos', labels.requestPhotos)}
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={download} disabled={downloading} aria-busy={downloading || undefined}>
          {downloading ? labels.downloading : labels.downloadPdf}
        </button>
        {links.financeEnquiry ? <a className={styles.textLink} href={links.financeEnquiry}>{labels.financeEnquiry}</a> : null}
      </div>
      {dialogs.enquiry || dialogs.testDrive ? (
        <div className={styles.mobileBar}>
          {dialogButton('enquiry', labels.enquire, true)}
          {dialogButton('testDrive', labels.testDrive)}
        </div>
      ) : null}
      {(Object.keys(dialogs) as DialogName[]).map((name) => (
        // A dialog's `close` event comes as a task of its own, and the browser runs input first: the
        // shopper may have opened the next dialog already, which its late close must not shut.
        <Modal key={name} open={open === name} onClose={() => setOpen((current) => (current === name ? null : current))} title={labels.dialogTitles[name]} closeLabel={labels.close}>
          {dialogs[name]}
        </Modal>
      ))}
    </>
  );
}
