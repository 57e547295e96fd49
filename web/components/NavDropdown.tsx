import type { ReactNode } from 'react';
import styles from './NavDropdown.module.css';

/**
 * A dropdown built on <details>: opens with Enter/Space and by click, works without JavaScript,
 * and is announced as expandable by screen readers.
 */
export function NavDropdown({ label, children, align = 'start' }: { label: string; children: ReactNode; align?: 'start' | 'end' }) {
  return (
    <details className={styles.dropdown}>
      <summary className={styles.summary}>{label}</summary>
      <div className={`${styles.panel} ${align === 'end' ? styles.end : styles.start}`}>{children}</div>
    </details>
  );
}
