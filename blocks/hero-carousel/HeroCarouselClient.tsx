'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { carouselControls, goTo } from './carousel-state';
import styles from './HeroCarouselClient.module.css';

export interface HeroCarouselLabels {
  region: string;
  previous: string;
  next: string;
  goTo: string; // contains {index}
}

export interface HeroCarouselSlide {
  key: string;
  content: ReactNode;
  /** Preview only: the slide's `data-sanity`; its dot carries it too, so the dots can be dragged into a new order. */
  edit?: string;
}

/**
 * The only client part of the hero: which slide shows, the previous/next buttons, the dots and the
 * arrow keys. The slides themselves are server-rendered and arrive as finished elements.
 */
export function HeroCarouselClient({ slides, labels }: { slides: HeroCarouselSlide[]; labels: HeroCarouselLabels }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const { canGoPrevious, canGoNext } = carouselControls({ index, count });
  const move = (target: number) => setIndex(goTo({ index, count }, target));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(index - 1);
    if (event.key === 'ArrowRight') move(index + 1);
  };

  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className={styles.carousel} onKeyDown={onKeyDown}>
      {slides.map((slide, i) => (
        // Only one slide shows at a time, so the slide opens in the Studio and its dot is what drags.
        <div key={slide.key} role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${count}`} hidden={i !== index} data-sanity={slide.edit} data-sanity-drag-disable={slide.edit ? 'true' : undefined}>
          {slide.content}
        </div>
      ))}
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={labels.previous} disabled={!canGoPrevious} onClick={() => move(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                type="button"
                key={slide.key}
                className={styles.dot}
                aria-label={labels.goTo.replace('{index}', String(i + 1))}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => move(i)}
                data-sanity={slide.edit}
              >
                <span />
              </button>
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={labels.next} disabled={!canGoNext} onClick={() => move(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
