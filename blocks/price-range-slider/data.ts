import { PRICE_SLIDER_DEFAULTS } from '@dealer/stock';
import { z } from 'zod';

const price = (fallback: number) => z.number().min(0).max(10_000_000).nullish().catch(null).transform((value) => value ?? fallback);

export const priceRangeSliderDataSchema = z
  .object({ heading: z.string().nullish(), min: price(PRICE_SLIDER_DEFAULTS.min), max: price(PRICE_SLIDER_DEFAULTS.max) })
  .transform((data) => (data.min < data.max ? data : { ...data, min: PRICE_SLIDER_DEFAULTS.min, max: PRICE_SLIDER_DEFAULTS.max }));
export type PriceRangeSliderData = z.infer<typeof priceRangeSliderDataSchema>;
export const priceRangeSliderProjection = `heading, min, max`;
