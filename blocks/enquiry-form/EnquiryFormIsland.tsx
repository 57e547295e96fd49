'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { browserStorage } from '../ui/shopper/local-list';
import type { EnquiryFormClientProps } from './EnquiryFormClient';
import styles from './EnquiryForm.module.css';
import { ENQUIRY_CONTACT_KEY } from './storage';

/** A person at the page: the form loads while the pointer, finger or keyboard makes its way to it. */
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let reach: () => void = () => {};
// The server renders the form at once; the browser loads it when reached.
const reached = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (reach = resolve));
const EnquiryFormClient = lazy(() => reached.then(() => import('./EnquiryFormClient')).then((module) => ({ default: module.EnquiryFormClient })));

/**
 * The enquiry form block hydrates on the shopper's first interaction with the page (a pointer
 * moving, a touch, a key, a scroll), not with the page: the form and react-hook-form are about
 * 17 KiB that a content page would otherwise send before anyone needs them (issue 11's 150 KiB). The server draws the
 * whole form, so nothing moves when it hydrates; its submit button stays disabled until then, and
 * react-hook-form takes what was typed into the server-drawn fields (its uncontrolled fields read
 * the DOM when registered). A shopper arriving by a finance link, or one
 * whose contact details were saved by an earlier enquiry, gets it hydrated at once so those fill in.
 */
export function EnquiryFormIsland(props: EnquiryFormClientProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (neededAtOnce(element)) {
      reach();
      return;
    }
    // On the window, capturing: React stops events aimed into a part it has not hydrated yet at its root.
    for (const event of FIRST_INTERACTION) window.addEventListener(event, reach, { capture: true, passive: true, once: true });
    return () => {
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, reach, { capture: true });
    };
  }, []);
  return (
    <div ref={container} className={styles.island}>
      <Suspense fallback={null}>
        <EnquiryFormClient {...props} />
      </Suspense>
    </div>
  );
}

/** A finance link's query, a link to the form itself, saved contact details, or focus already inside. */
function neededAtOnce(element: HTMLElement): boolean {
  if (window.location.search) return true;
  const target = window.location.hash ? document.getElementById(hashTarget(window.location.hash)) : null;
  if (target && (target.contains(element) || element.contains(target))) return true;
  if (element.contains(document.activeElement)) return true;
  return Boolean(browserStorage()?.getItem(ENQUIRY_CONTACT_KEY));
}

function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
