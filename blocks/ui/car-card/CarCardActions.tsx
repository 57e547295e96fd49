'use client';

import { compareList, favourites, useLocalList } from '../shopper/local-list';
import { track, trackingEvents } from '../shopper/track';
import styles from './CarCardActions.module.css';

/** The four accessible names, already translated (a client island receives plain strings, not the locale). */
export interface CarCardActionLabels {
  favourite: string;
  unfavourite: string;
  compare: string;
  uncompare: string;
}

/**
 * Favourite (§4: add fires tracking event 39) and compare toggles on a car card. Where §5 keeps a
 * car from being favourited (`favouritable` false) the heart is left out rather than disabled: a
 * disabled control is skipped by the keyboard and its reason would be read on every such card.
 * A car already in the favourites keeps its heart, so it can still be removed.
 */
export function CarCardActions({ id, favouritable = true, labels }: { id: string; favouritable?: boolean; labels: CarCardActionLabels }) {
  const saved = useLocalList(favourites).includes(id);
  const comparing = useLocalList(compareList).includes(id);
  return (
    <div className={styles.actions}>
      {favouritable || saved ? (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={saved}
          aria-label={saved ? labels.unfavourite : labels.favourite}
          onClick={() => {
            if (favourites.toggle(id)) track(trackingEvents.favourite, { car_id: id });
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" fill={saved ? '#d62839' : 'none'} stroke={saved ? '#d62839' : 'currentColor'} strokeWidth="1.8" />
          </svg>
        </button>
      ) : null}
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={comparing}
        aria-label={comparing ? labels.uncompare : labels.compare}
        onClick={() => compareList.toggle(id)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 7h10M4 7l3-3M4 7l3 3M20 17H10m10 0l-3-3m3 3l-3 3" fill="none" stroke={comparing ? '#1f4a94' : 'currentColor'} strokeWidth={comparing ? 2.6 : 1.8} strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
