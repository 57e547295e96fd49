import { parsePromos, promoProjection, type Promo } from '@dealer/schemas';
import { carTypes } from '@dealer/stock';
import { z } from 'zod';
import { keepValid } from '../registry/keep-valid';

/** How many cards a placement shows: 1 to 12, 3 by default. */
export const PROMO_NODES_DEFAULT_LIMIT = 3;

export const promoNodesDataSchema = z.object({
  heading: z.string().trim().min(1).nullish().catch(null),
  /** The car types this placement is about (§3 display/strictDisplay); an unknown type is ignored. */
  carTypes: keepValid(z.enum(carTypes)).transform((types) => [...new Set(types)]),
  limit: z.number().int().min(1).max(12).nullish().catch(null).transform((limit) => limit ?? PROMO_NODES_DEFAULT_LIMIT),
  /** The site's promo documents (a sub-query of the block's projection); an invalid one is dropped. */
  promos: z.array(z.unknown()).nullish().catch(null).transform((values): Promo[] => parsePromos(values).promos),
});

export type PromoNodesData = z.infer<typeof promoNodesDataSchema>;

/** Evaluated inside `blocks[]{...}` of the page query, which has `$site` as a parameter. */
export const promoNodesProjection = `heading, carTypes, limit, "promos": *[_type == "promo" && site == $site]{${promoProjection}}`;
