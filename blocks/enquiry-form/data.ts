import { z } from 'zod';
import { DEFAULT_ENQUIRY_CATEGORIES } from './rules';

const optionalText = (max: number) => z.string().trim().max(max).nullish().catch(null).transform((value) => value || null);

export const enquiryFormDataSchema = z.object({
  heading: optionalText(200),
  intro: optionalText(2000),
  /** Blank or duplicate entries are dropped; an empty list falls back to the platform's categories. */
  categories: z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) => {
      const names = (items ?? []).flatMap((item) => (typeof item === 'string' && item.trim() && item.trim().length <= 100 ? [item.trim()] : []));
      const unique = [...new Set(names)];
      return unique.length > 0 ? unique : [...DEFAULT_ENQUIRY_CATEGORIES];
    }),
  showLocation: z.boolean().nullish().catch(null).transform((value) => value ?? true),
  successMessage: optionalText(2000),
});

export type EnquiryFormData = z.infer<typeof enquiryFormDataSchema>;
export const enquiryFormProjection = `heading, intro, categories, showLocation, successMessage`;
