import { createLocale } from '@dealer/tenants';
import styles from './not-found.module.css';

/** The platform host's 404: Next's not-found boundary, and the page serve.mts answers a 404 with (not_found_page). */
export default function PlatformNotFound() {
  const locale = createLocale('en-AU');
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{locale.t('notFound.title')}</h1>
      <p className={styles.body}>{locale.t('notFound.body')}</p>
      <a href="/" className={styles.home}>{locale.t('notFound.home')}</a>
    </main>
  );
}
