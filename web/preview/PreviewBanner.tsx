import { PreviewEditingLoader } from './PreviewEditingLoader';
import styles from './PreviewBanner.module.css';

/** Shown only in preview mode: says drafts are visible, and how to leave. */
export function PreviewBanner({ label, exitLabel }: { label: string; exitLabel: string }) {
  return (
    <div role="status" className={styles.banner}>
      <span>{label}</span>
      <a href="/api/draft-mode/disable" className={styles.exit}>{exitLabel}</a>
      <PreviewEditingLoader />
    </div>
  );
}
