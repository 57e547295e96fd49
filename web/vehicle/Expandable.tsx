'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './VehiclePage.module.css';

/**
 * §4 Show All / Show Less (features) and more/less (dealer comments): both versions are rendered on
 * the server, the island only swaps them, so the page works and reads the same before hydration.
 */
export function Expandable({ collapsed, expanded, moreLabel, lessLabel }: { collapsed: ReactNode; expanded: ReactNode; moreLabel: string; lessLabel: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <div id={id}>{open ? expanded : collapsed}</div>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? lessLabel : moreLabel}
      </button>
    </>
  );
}
