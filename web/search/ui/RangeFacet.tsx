'use client';

import { Box, Flex, Input, Text, chakra } from '@chakra-ui/react';
import { moveRangeThumb, rangeBounds, rangeStep, refineRange, type Range } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useRange } from 'react-instantsearch';
import { FacetSection } from './FacetSection';

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
      <Text fontSize="sm" mb="2" aria-live="polite">{format(draft.min)} – {format(draft.max)}</Text>
      <Box position="relative" h="6" mb="2" css={{ '& input[type=range]': { position: 'absolute', inset: 0, width: '100%', pointerEvents: 'none', background: 'transparent', appearance: 'none' }, '& input[type=range]::-webkit-slider-thumb': { pointerEvents: 'auto' }, '& input[type=range]::-moz-range-thumb': { pointerEvents: 'auto' } }}>
        <input type="range" aria-label={`${title} ${locale.t('search.min')}`} min={bounds.min} max={bounds.max} step={step} value={draft.min}
          onChange={(event) => move('min', Number(event.currentTarget.value))} onPointerUp={() => commit(draft)} onKeyUp={() => commit(draft)} />
        <input type="range" aria-label={`${title} ${locale.t('search.max')}`} min={bounds.min} max={bounds.max} step={step} value={draft.max}
          onChange={(event) => move('max', Number(event.currentTarget.value))} onPointerUp={() => commit(draft)} onKeyUp={() => commit(draft)} />
      </Box>
      <Flex gap="2">
        <Box flex="1">
          <chakra.label htmlFor={`${id}-min`} fontSize="xs" color="fg.muted">{locale.t('search.min')}</chakra.label>
          <Input id={`${id}-min`} size="sm" type="number" inputMode="numeric" key={`min-${current.min}`} defaultValue={current.min} min={bounds.min} max={bounds.max} onKeyDown={onKey('min')} onBlur={(e) => e.currentTarget.value !== String(current.min) && onKey('min')({ ...e, key: 'Enter' } as never)} />
        </Box>
        <Box flex="1">
          <chakra.label htmlFor={`${id}-max`} fontSize="xs" color="fg.muted">{locale.t('search.max')}</chakra.label>
          <Input id={`${id}-max`} size="sm" type="number" inputMode="numeric" key={`max-${current.max}`} defaultValue={current.max} min={bounds.min} max={bounds.max} onKeyDown={onKey('max')} onBlur={(e) => e.currentTarget.value !== String(current.max) && onKey('max')({ ...e, key: 'Enter' } as never)} />
        </Box>
      </Flex>
    </FacetSection>
  );
}
