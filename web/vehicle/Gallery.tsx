'use client';

import Image from 'next/image';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './Gallery.module.css';

export interface GalleryLabels {
  region: string;
  previous: string;
  next: string;
  /** "Photo {index} of {count}" with the numbers filled in by the island. */
  counter: string;
  /** "Show photo {index}". */
  showPhoto: string;
}

const fill = (template: string, values: Record<string, number>) => template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

/** A swipe shorter than this (px) is a tap, not a swipe. */
const SWIPE_THRESHOLD = 40;

/**
 * §2 gallery: the first photo is the page's LCP image (priority, fixed 4:3 box, so no layout shift);
 * arrows, the keyboard's left/right keys and a horizontal swipe move through the photos, with a
 * counter and thumbnails. Images go through next/image (responsive sizes, AVIF/WebP, §7 quality 80).
 */
export function Gallery({ images, labels }: { images: { src: string; alt: string }[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);
  const current = images[index]!;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_THRESHOLD) go(moved < 0 ? index + 1 : index - 1);
  };

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={labels.region} onKeyDown={onKeyDown}>
      <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <Image
          key={current.src}
          src={current.src}
          alt={current.alt}
          fill
          quality={80}
          priority={index === 0}
          sizes="(min-width: 992px) 60vw, 100vw"
          className={styles.photo}
          draggable={false}
        />
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={labels.previous} onClick={() => go(index - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={labels.next} onClick={() => go(index + 1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
          {fill(labels.counter, { index: index + 1, count })}
        </p>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={fill(labels.showPhoto, { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Image src={image.src} alt="" width={96} height={72} quality={80} sizes="96px" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
