import { z } from 'zod';
import { hrefSchema } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

export const heroSlideSchema = z.object({
  _key: z.string(),
  name: z.string().min(1),
  description: z.string().nullish(),
  url: hrefSchema,
  imageUrl: z.string().nullish(),
  tone: z.enum(['brand', 'dark', 'light']).nullish().catch(null),
});

export const heroCarouselDataSchema = z.object({
  // A slide without a headline or link is dropped; a carousel with none left is not rendered.
  slides: keepValid(heroSlideSchema).refine((items) => items.length > 0, 'Add at least one slide with a headline and a link'),
});

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type HeroCarouselData = z.infer<typeof heroCarouselDataSchema>;

export const heroCarouselProjection = `"slides": slides[]{_key, name, description, url, "imageUrl": coalesce(image.asset->url, imageUrl), tone}`;
