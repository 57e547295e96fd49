import { z } from 'zod';
import { portableTextSchema } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

const faqItemSchema = z.object({
  _key: z.string(),
  question: z.string().min(1),
  answer: portableTextSchema.refine((answer) => answer.length > 0, 'An answer is required'),
});

export const faqDataSchema = z.object({
  heading: z.string().nullish(),
  items: keepValid(faqItemSchema).refine((items) => items.length > 0, 'Add at least one question with an answer'),
});

export type FaqData = z.infer<typeof faqDataSchema>;
export const faqProjection = `heading, items[]{_key, question, answer}`;
