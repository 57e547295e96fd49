import { hrefSchema } from '@dealer/schemas';
import { z } from 'zod';

const MISSING_BUTTON = 'Add a main button with a label and a link';
const buttonSchema = z.object({ label: z.string({ error: MISSING_BUTTON }).trim().min(1, MISSING_BUTTON), href: hrefSchema }, { error: MISSING_BUTTON });

/** The optional second button: an editor may leave it half filled; it shows only when complete. */
const optionalButtonSchema = z
  .object({ label: z.string().nullish(), href: z.string().nullish() })
  .nullish()
  .catch(null)
  .transform((button) => {
    const parsed = buttonSchema.safeParse(button);
    return parsed.success ? parsed.data : null;
  });

/** An image from the CMS: an https URL (the asset CDN) or a path on the site; anything else is dropped. */
const imageUrlSchema = z.string().trim().regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/);

export const callToActionDataSchema = z.object({
  heading: z.string().trim().min(1, 'Add a heading'),
  text: z.string().trim().nullish().catch(null),
  primary: buttonSchema,
  secondary: optionalButtonSchema,
  tone: z.enum(['brand', 'dark', 'light']).nullish().catch(null).transform((tone) => tone ?? 'brand'),
  imageUrl: imageUrlSchema.nullish().catch(null),
  imageAlt: z.string().trim().nullish().catch(null),
});

export type CallToActionData = z.infer<typeof callToActionDataSchema>;
export const callToActionProjection = `heading, text, primary{label, href}, secondary{label, href}, tone, "imageUrl": coalesce(image.asset->url, imageUrl), "imageAlt": coalesce(image.alt, imageAlt)`;
