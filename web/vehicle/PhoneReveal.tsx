'use client';

import { maskPhone, telHref } from '@dealer/stock';
import { useState } from 'react';
import styles from './VehicleActions.module.css';

/**
 * §4 phone: masked after the first 5 characters until clicked; the click records a reveal call
 * (§7 car_id, dealership_id, website_id; failures only logged, §8) and the number becomes a tel:
 * link whose click is an analytics event.
 */
export function PhoneReveal({ phone, reveal, labels }: { phone: string; reveal: { car_id: string; dealership_id: string; website_id: string }; labels: { reveal: string; call: string } }) {
  const [revealed, setRevealed] = useState(false);
  if (revealed) {
    return (
      <a
        className={`${styles.button} ${styles.outline}`}
        href={telHref(phone)}
        aria-label={labels.call.replace('{phone}', phone)}
        data-testid="phone-link"
        onClick={() => {
          const analytics = (window as { dataLayer?: unknown[] }).dataLayer;
          analytics?.push({ event: 'phone_call', car_id: reveal.car_id });
        }}
      >
        {phone}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.outline}`}
      data-testid="phone-reveal"
      onClick={() => {
        setRevealed(true);
        fetch('/api/phone-reveals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(reveal) })
          .then((response) => {
            if (!response.ok) console.warn(`[phone reveal] not recorded: ${response.status}`);
          })
          .catch((error: unknown) => console.warn('[phone reveal] not recorded:', error));
      }}
    >
      <span aria-hidden="true">{maskPhone(phone, { revealed: false })}</span>
      <span className={styles.revealLabel}>{labels.reveal}</span>
    </button>
  );
}
