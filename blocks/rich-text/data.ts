import { z } from 'zod';
import { portableTextSchema } from '@dealer/schemas';

export const richTextDataSchema = z.object({
  heading: z.string().nullish(),
  variant: z.enum(['body', 'legal']).nullish().catch('body'),
  body: portableTextSchema.refine((body) => body.length > 0, 'Add some text'),
});

export type RichTextData = z.infer<typeof richTextDataSchema>;
export const richTextProjection = `heading, variant, body`;
