import { z } from 'zod';
import { hrefSchema } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

const bannerSchema = z.object({
  _key: z.string(),
  title: z.string().min(1),
  text: z.string().nullish(),
  label: z.string().min(1),
  href: hrefSchema,
});

export const featureBannersDataSchema = z.object({
  banners: keepValid(bannerSchema).refine((items) => items.length > 0, 'Add at least one banner with a title, label and link'),
});

export type FeatureBannersData = z.infer<typeof featureBannersDataSchema>;
export const featureBannersProjection = `banners[]{_key, title, text, label, href}`;
