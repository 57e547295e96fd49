'use client';

import type { ReactNode } from 'react';
import styles from './Facet.module.css';

/** A collapsible facet group on <details>: keyboard and screen-reader friendly with no extra state. */
export function FacetSection({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <details role="group" aria-label={title} open={defaultOpen} className={styles.section}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
