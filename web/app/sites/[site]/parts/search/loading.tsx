import { messagesEnAU } from '@dealer/tenants';
import styles from '@/parts/PartsSearch.module.css';

/** The parts search's loading state while the server searches (a loading boundary gets no site, so the default copy). */
export default function PartsSearchLoading() {
  return (
    <div className={styles.page} role="status" aria-busy="true">
      <p>{messagesEnAU['parts.loading']}</p>
    </div>
  );
}
