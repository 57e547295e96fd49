import { CoverImage } from '../ui/CoverImage';
import type { HeroSlide as HeroSlideData } from './data';
import styles from './HeroSlide.module.css';

/**
 * One hero slide, rendered on the server. Its picture is an <img> in the HTML (not a CSS
 * background) so the browser finds it early: the first slide's is the page's LCP element and loads
 * eagerly at high priority, the others lazily when shown. The box has a minimum height whatever the
 * picture, so loading it shifts nothing.
 */
export function HeroSlide({ slide, overlay, first, edit }: { slide: HeroSlideData; overlay: string | null; first: boolean; edit?: (field?: string) => string }) {
  const tone = styles[slide.tone ?? 'brand'];
  return (
    <div className={`${styles.slide} ${tone} ${slide.imageUrl ? styles.pictured : ''}`}>
      {slide.imageUrl ? (
        <div className={styles.media} data-sanity={edit?.('image')}>
          <CoverImage src={slide.imageUrl} alt="" sizes="100vw" priority={first} />
        </div>
      ) : null}
      <div className={styles.content}>
        <h2 className={styles.heading}>
          <a href={slide.url}>{slide.name}</a>
        </h2>
        {slide.description ? <p className={styles.description}>{slide.description}</p> : null}
        {overlay ? (
          <a href={slide.url} className={styles.button} data-sanity={edit?.('url')}>{overlay}</a>
        ) : null}
      </div>
    </div>
  );
}
