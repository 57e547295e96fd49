'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ScrollCarousel.module.css';

/**
 * A horizontally scrolling list of server-rendered items with previous/next buttons, disabled at
 * the ends (§4). Scrolling by touch, trackpad or keyboard keeps working without the buttons.
 */
export function ScrollCarousel({ label, previousLabel, nextLabel, children }: { label: string; previousLabel: string; nextLabel: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <div className={styles.carousel} aria-roledescription="carousel" aria-label={label} role="region">
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label={previousLabel} disabled={ends.start} onClick={() => scroll(-1)}><span aria-hidden="true">‹</span></button>
        <button type="button" className={styles.control} aria-label={nextLabel} disabled={ends.end} onClick={() => scroll(1)}><span aria-hidden="true">›</span></button>
      </div>
      <ul ref={track} className={styles.track} onScroll={update}>
        {children}
      </ul>
    </div>
  );
}
