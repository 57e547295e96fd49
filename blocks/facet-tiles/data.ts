import { z } from 'zod';

export const facetTilesDataSchema = z.object({
  heading: z.string().nullish(),
  facet: z.enum(['make', 'body']).catch('make'),
  limit: z.number().int().min(4).max(24).nullish().catch(null).transform((limit) => limit ?? 8),
});
export type FacetTilesData = z.infer<typeof facetTilesDataSchema>;
export const facetTilesProjection = `heading, facet, limit`;
