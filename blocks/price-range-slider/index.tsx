import { budgetSliderBounds, PRICE_SLIDER_DEFAULTS } from '@dealer/stock';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { priceRangeSliderDataSchema, priceRangeSliderProjection, type PriceRangeSliderData } from './data';
import { islandLocale } from '@dealer/tenants';
import { PriceRangeSliderClient } from './PriceRangeSliderClient';
import { priceSliderMessageKeys } from './messages';
import { priceRangeSliderPreview } from './preview';
import { priceRangeSliderSchema } from './schema';

const step = PRICE_SLIDER_DEFAULTS.step;
const toStep = (value: number, round: (n: number) => number) => round(value / step) * step;

async function PriceRangeSlider({ data, context }: { data: PriceRangeSliderData; context: BlockContext }) {
  const stats = (await context.searchStock({ hitsPerPage: 0, facets: ['price'], filters: 'price > 0' })).facets_stats?.price;
  const raw = budgetSliderBounds(stats ? { min: stats.min, max: stats.max } : null);
  const bounds = { min: toStep(raw.min, Math.floor), max: Math.max(toStep(raw.max, Math.ceil), toStep(raw.min, Math.floor) + step) };
  const initial = {
    min: Math.min(Math.max(data.min, bounds.min), bounds.max - step),
    max: Math.max(Math.min(data.max, bounds.max), Math.max(data.min, bounds.min) + step),
  };
  return (
    <PriceRangeSliderClient
      heading={data.heading ?? context.locale.t('priceSlider.label')}
      locale={islandLocale(context.locale, priceSliderMessageKeys)}
      bounds={bounds}
      initial={{ min: toStep(initial.min, Math.round), max: Math.min(toStep(initial.max, Math.round), bounds.max) }}
      editAttributes={context.editAttribute ? { min: context.editAttribute('min'), max: context.editAttribute('max') } : undefined}
    />
  );
}

export const priceRangeSliderBlock = defineBlock({
  type: 'priceRangeSlider',
  schema: priceRangeSliderSchema,
  projection: priceRangeSliderProjection,
  data: priceRangeSliderDataSchema,
  preview: priceRangeSliderPreview,
  Component: PriceRangeSlider,
});
