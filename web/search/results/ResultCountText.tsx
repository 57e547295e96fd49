import type { LocaleFormatter } from '@dealer/tenants';
import styles from '../ui/Results.module.css';

/** '{count} vehicles found' (the count already after §9's rule). */
export function ResultCountText({ count, locale }: { count: number; locale: LocaleFormatter }) {
  return (
    <p data-testid="result-count" className={styles.count} role="status" aria-live="polite">
      {count === 1 ? locale.t('search.countOne') : locale.t('search.count', { count: locale.formatNumber(count) })}
    </p>
  );
}
