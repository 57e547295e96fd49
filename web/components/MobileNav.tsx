'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './MobileNav.module.css';

/**
 * Below the lg breakpoint the main navigation folds behind a Menu button. The links themselves are
 * server-rendered children; this island only holds the open/closed state (plain React and CSS, so
 * it does not bring the Chakra runtime to every page).
 */
export function MobileNav({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- navigating closes the menu
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {open ? closeLabel : openLabel}
      </button>
      <div id="main-nav" className={`${styles.panel} ${open ? styles.open : ''}`}>
        {children}
      </div>
    </>
  );
}
