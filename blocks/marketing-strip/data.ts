import { z } from 'zod';
import { hrefSchema } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

export const marketingIcons = ['reserve', 'secure', 'finance'] as const;

const itemSchema = z.object({
  _key: z.string(),
  title: z.string().min(1),
  text: z.string().nullish(),
  icon: z.enum(marketingIcons).nullish().catch(null),
  href: hrefSchema.nullish().catch(null),
});

export const marketingStripDataSchema = z.object({
  items: keepValid(itemSchema).refine((items) => items.length > 0, 'Add at least one item with a title'),
});

export type MarketingStripData = z.infer<typeof marketingStripDataSchema>;
export const marketingStripProjection = `items[]{_key, title, text, icon, href}`;
