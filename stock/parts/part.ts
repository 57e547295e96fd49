import { z } from 'zod';
import { partCategories } from './part-categories';

/**
 * A part or accessory a dealership sells (§2 /parts/search, the dealership search with categories
 * and price): what a feed row must hold. Parsed at the edge like a car row (DESIGN.md: every input
 * from outside is parsed by zod), so the index only ever holds parts that passed.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** A fitment: the make, and the model or (none) every model of the make. */
export const partFitmentSchema = z.object({
  make: text(60),
  model: text(60).optional(),
});

export const partSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'letters, digits, - and _ (at most 80)'),
  part_number: z.string().trim().regex(/^[A-Za-z0-9./-]{1,40}$/, 'letters, digits, ., / and - (at most 40)'),
  name: text(160),
  description: z.string().trim().max(1000).default(''),
  category: z.enum(partCategories),
  /** Whole or cents, in the site's currency; 0 is not allowed: a part without a price is not listed. */
  price: z.number().positive().max(1_000_000),
  /** Empty: fits any vehicle (a universal accessory). */
  fitment: z.array(partFitmentSchema).max(50).default([]),
  /** A local path (no CDN offline): the category's drawn picture unless the feed has its own. */
  image: z.string().regex(/^\/[A-Za-z0-9/._-]{1,200}$/, 'a path on this site'),
  dealership_id: text(80),
  dealership_slug: text(80),
});

export type Part = z.infer<typeof partSchema>;
export type PartInput = z.input<typeof partSchema>;
export type PartFitment = z.infer<typeof partFitmentSchema>;
