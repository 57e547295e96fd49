'use client';

import { useState } from 'react';
import { Modal } from './Modal';
import styles from './VehiclePage.module.css';

/** §9 Toyota Certified pop-up: the badge opens a dialog with the programme's benefits. */
export function ToyotaCertified({ labels }: { labels: { open: string; heading: string; close: string; benefits: string[] } }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.toyota} data-testid="toyota-certified">
      <button type="button" className={styles.toyotaButton} onClick={() => setOpen(true)}>
        {labels.open}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={labels.heading} closeLabel={labels.close}>
        <ul className={styles.toyotaBenefits}>
          {labels.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
