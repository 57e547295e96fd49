import { createLocale, type LocaleFormatter } from '@dealer/tenants';
import styles from './not-found.module.css';

/**
 * A site's 404, inside the site's own header, footer and theme. Plain HTML and CSS. Next renders it
 * without props (a not-found boundary gets no params), so the copy then comes from the default
 * locale; the 404 page serve.mts answers with (not_found_page) passes the site's own.
 */
export default function SiteNotFound({ locale = createLocale('en-AU') }: { locale?: LocaleFormatter }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{locale.t('notFound.title')}</h1>
      <p className={styles.body}>{locale.t('notFound.body')}</p>
      <a href="/" className={styles.home}>{locale.t('notFound.home')}</a>
    </div>
  );
}
