'use client';

import { moveRangeThumb, rangeBounds, rangeStep, refineRange, type Range } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useRange } from 'react-instantsearch';
import { FacetSection } from './FacetSection';
import styles from './Facet.module.css';

interface Props {
  attribute: 'price' | 'km' | 'year';
  title: string;
  locale: LocaleFormatter;
  format: (value: number) => string;
}

const finite = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) ? value : fallback);

/**
 * A range facet (§5 range slider): two thumbs and two number inputs. Thumbs snap (price and km to
 * 1000), clamp to the facet's min/max and cannot cross; out-of-range input is refused and logged (§8).
 */
export function RangeFacet({ attribute, title, locale, format }: Props) {
  const { start, range, canRefine, refine } = useRange({ attribute });
  const bounds = rangeBounds(range.min !== undefined && range.max !== undefined ? { min: range.min, max: range.max } : null);
  const current: Range = { min: finite(start[0], bounds.min), max: finite(start[1], bounds.max) };
  const [draft, setDraft] = useState<Range>(current);
  // Follow refinements made elsewhere (URL, clear all).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setDraft(current), [current.min, current.max]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!canRefine) return null;
  const step = Math.max(1, rangeStep(bounds));
  const commit = (next: Range) => {
    const result = refineRange(attribute, next, bounds);
    if (!result.ok) {
      console.warn(`[search] ${attribute}: ${result.error}`);
      setDraft(current);
      return;
    }
    setDraft(result.range);
    refine([result.range.min === bounds.min ? undefined : result.range.min, result.range.max === bounds.max ? undefined : result.range.max]);
  };
  const move = (thumb: 'min' | 'max', value: number) => setDraft(moveRangeThumb(attribute, draft, thumb, value, bounds));
  const onKey = (thumb: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const value = Number(event.currentTarget.value);
    if (Number.isFinite(value)) commit(moveRangeThumb(attribute, draft, thumb, Math.min(Math.max(value, bounds.min), bounds.max), bounds));
  };
  const id = `range-${attribute}`;

  return (
    <FacetSection title={title}>
      <p className={styles.rangeValue} aria-live="polite">{format(draft.min)} – {format(draft.max)}</p>
      <div className={styles.track}>
        <input type="range" aria-label={`${title} ${locale.t('search.min')}`} min={bounds.min} max={bounds.max} step={step} value={draft.min}
          onChange={(event) => move('min', Number(event.currentTarget.value))} onPointerUp={() => commit(draft)} onKeyUp={() => commit(draft)} />
        <input type="range" aria-label={`${title} ${locale.t('search.max')}`} min={bounds.min} max={bounds.max} step={step} value={draft.max}
          onChange={(event) => move('max', Number(event.currentTarget.value))} onPointerUp={() => commit(draft)} onKeyUp={() => commit(draft)} />
      </div>
      <div className={styles.bounds}>
        <div className={styles.bound}>
          <label htmlFor={`${id}-min`} className={styles.boundLabel}>{locale.t('search.min')}</label>
          <input id={`${id}-min`} className={styles.input} type="number" inputMode="numeric" key={`min-${current.min}`} defaultValue={current.min} min={bounds.min} max={bounds.max} onKeyDown={onKey('min')} onBlur={(e) => e.currentTarget.value !== String(current.min) && onKey('min')({ ...e, key: 'Enter' } as never)} />
        </div>
        <div className={styles.bound}>
          <label htmlFor={`${id}-max`} className={styles.boundLabel}>{locale.t('search.max')}</label>
          <input id={`${id}-max`} className={styles.input} type="number" inputMode="numeric" key={`max-${current.max}`} defaultValue={current.max} min={bounds.min} max={bounds.max} onKeyDown={onKey('max')} onBlur={(e) => e.currentTarget.value !== String(current.max) && onKey('max')({ ...e, key: 'Enter' } as never)} />
        </div>
      </div>
    </FacetSection>
  );
}
