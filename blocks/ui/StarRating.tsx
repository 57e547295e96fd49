import type { LocaleFormatter } from '@dealer/tenants';
import styles from './StarRating.module.css';

/**
 * Five stars filled to a rating (4.6 fills 92 %). One image to assistive technology, named
 * "4.6 out of 5" through the locale layer; the star glyphs themselves are presentation.
 */
export function StarRating({ rating, locale, size = 'md' }: { rating: number; locale: LocaleFormatter; size?: 'sm' | 'md' | 'lg' }) {
  const clamped = Math.max(0, Math.min(5, rating));
  const label = locale.t('rating.outOf', { rating: formatRating(clamped, locale) });
  return (
    <span role="img" aria-label={label} title={label} className={`${styles.rating} ${styles[size]}`}>
      <span className={styles.empty} aria-hidden="true">★★★★★</span>
      <span className={styles.filled} aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>★★★★★</span>
    </span>
  );
}

/** Ratings read with one decimal when they have one: 4.6, 5. */
export function formatRating(rating: number, locale: Pick<LocaleFormatter, 'locale'>): string {
  return new Intl.NumberFormat(locale.locale, { maximumFractionDigits: 1 }).format(rating);
}
