import type { LocaleFormatter } from '@dealer/tenants';
import styles from './LinkPager.module.css';

/**
 * Previous / next links and the page count for a server-rendered list (the parts search, the
 * directory): plain links, so paging works without JavaScript and each page has its own address.
 */
export function LinkPager({ page, pages, href, locale }: { page: number; pages: number; href: (page: number) => string; locale: LocaleFormatter }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={locale.t('pager.label')}>
      {page > 1 ? (
        <a className={styles.link} href={href(page - 1)} rel="prev">{locale.t('pager.previous')}</a>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.status} aria-current="page">{locale.t('pager.status', { page, pages })}</span>
      {page < pages ? (
        <a className={styles.link} href={href(page + 1)} rel="next">{locale.t('pager.next')}</a>
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
    </nav>
  );
}
