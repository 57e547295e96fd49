'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordVisit } from './visited-pages';

/** Records each page the shopper opens in this visit (visited-pages.ts, §7 lead creation); draws nothing. */
export function VisitRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    try {
      recordVisit(window.sessionStorage, window.location);
    } catch {
      // No sessionStorage (a privacy mode): nothing is recorded.
    }
  }, [pathname]);
  return null;
}
