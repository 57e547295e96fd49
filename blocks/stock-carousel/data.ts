import { indices } from '@dealer/stock';
import { z } from 'zod';

export const stockCarouselDataSchema = z.object({
  heading: z.string().nullish(),
  source: z.enum(['latest', 'featured']).catch('latest'),
  carType: z.enum(['new', 'demo', 'used']).nullish().catch(null),
  limit: z.number().int().min(4).max(16).nullish().catch(null).transform((limit) => limit ?? 8),
});
export type StockCarouselData = z.infer<typeof stockCarouselDataSchema>;
export const stockCarouselProjection = `heading, source, carType, limit`;

/** The index that answers each source (replicas sort; the main index ranks by custom rank). */
export const carouselIndex = { latest: indices.latest, featured: indices.relevant } as const;
