import styles from './UnknownBlock.module.css';

/** Shown to editors in preview only: a block the registry cannot render. */
export function BlockPlaceholder({ message }: { message: string }) {
  return (
    <section role="note" className={styles.placeholder} data-block-placeholder="">
      <p className={styles.message}>{message}</p>
    </section>
  );
}
