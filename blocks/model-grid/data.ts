import { z } from 'zod';

/** §9: models lists show up to 30 models. */
export const MODEL_GRID_DEFAULT_LIMIT = 30;

export const modelGridDataSchema = z.object({
  heading: z.string().trim().min(1).nullish().catch(null),
  make: z.string().trim().min(1).max(60).nullish().catch(null),
  source: z.enum(['static', 'stock']).nullish().catch(null),
  /** A §3 body type key ('suv', 'peopleMover'); one that matches no model shows the empty state. */
  body: z.string().trim().min(1).max(60).nullish().catch(null),
  showBodyFilter: z.boolean().nullish().catch(null).transform((value) => value ?? false),
  limit: z.number().int().min(1).max(60).nullish().catch(null).transform((limit) => limit ?? MODEL_GRID_DEFAULT_LIMIT),
});

export type ModelGridData = z.infer<typeof modelGridDataSchema>;
export const modelGridProjection = `heading, make, source, body, showBodyFilter, limit`;
