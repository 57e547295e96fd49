'use client';

import { moveBudgetThumb, PRICE_SLIDER_DEFAULTS, searchHref, type Range } from '@dealer/stock';
import { islandFormatter, type IslandLocale } from '@dealer/tenants';
import { useMemo, useState } from 'react';
import styles from './PriceRangeSlider.module.css';
import type { priceSliderMessageKeys } from './messages';

/** Two thumbs in steps of 500; the min thumb never reaches the max (§5). 'View' sorts by highest price (§2). */
export function PriceRangeSliderClient({ heading, locale: localeName, bounds, initial, editAttributes }: {
  heading: string;
  locale: IslandLocale<(typeof priceSliderMessageKeys)[number]>;
  bounds: Range;
  initial: Range;
  /** Preview only: the `data-sanity` of the editor's starting prices, which stega cannot mark (README "Click-to-edit in Presentation"). */
  editAttributes?: { min?: string; max?: string };
}) {
  const locale = useMemo(() => islandFormatter(localeName), [localeName]);
  const [range, setRange] = useState(initial);
  const href = searchHref({ ranges: { price: { min: range.min, max: range.max } }, sort: 'price-desc' });
  const thumb = (which: 'min' | 'max') => (
    <input
      type="range"
      aria-label={`${locale.t('priceSlider.label')} ${locale.t(which === 'min' ? 'search.min' : 'search.max')}`}
      aria-valuetext={locale.formatPrice(range[which])}
      min={bounds.min}
      max={bounds.max}
      step={PRICE_SLIDER_DEFAULTS.step}
      value={range[which]}
      onChange={(event) => setRange(moveBudgetThumb(range, which, Number(event.currentTarget.value), bounds))}
    />
  );
  return (
    <section aria-labelledby="price-slider-heading" className={styles.section}>
      <h2 id="price-slider-heading" className={styles.heading}>{heading}</h2>
      <p className={styles.value} aria-live="polite">
        <span data-sanity={editAttributes?.min}>{locale.formatPrice(range.min)}</span> – <span data-sanity={editAttributes?.max}>{locale.formatPrice(range.max)}</span>
      </p>
      <div className={styles.track}>
        {thumb('min')}
        {thumb('max')}
      </div>
      <div className={styles.actions}>
        <a className={styles.view} href={href}>{locale.t('priceSlider.view')}</a>
      </div>
    </section>
  );
}
