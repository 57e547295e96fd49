import { createLocale } from '@dealer/tenants';
import styles from './not-found.module.css';

/**
 * A site's 404. Not-found pages get no params, so the copy comes from the default locale; the
 * surrounding layout still carries the site's own header, footer and theme. Plain HTML and CSS.
 */
export default function SiteNotFound() {
  const locale = createLocale('en-AU');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{locale.t('notFound.title')}</h1>
      <p className={styles.body}>{locale.t('notFound.body')}</p>
      <a href="/" className={styles.home}>{locale.t('notFound.home')}</a>
    </div>
  );
}
