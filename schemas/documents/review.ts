import { defineField, defineType } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';

/** §3 Review: one customer review (from Google), shown by the review feed block. */
export const reviewType = defineType({
  name: 'review',
  type: 'document',
  title: 'Review',
  description: 'A customer review. Reviews under 4 stars, and hidden ones, are never shown (§9).',
  fields: [
    siteField,
    defineField({ name: 'customer_name', type: 'string', title: 'Customer name', validation: (rule) => rule.required().error('Customer name is required.') }),
    defineField({ name: 'rating', type: 'number', title: 'Rating', description: 'Whole stars, 1 to 5.', options: { list: [1, 2, 3, 4, 5] }, validation: (rule) => rule.required().error('Rating is required.') }),
    defineField({ name: 'text', type: 'text', title: 'Review text', description: 'May be empty: some reviews are a rating only.' }),
    defineField({ name: 'review_date', type: 'date', title: 'Review date', validation: (rule) => rule.required().error('Review date is required.') }),
    defineField({ name: 'hidden', type: 'boolean', title: 'Hide this review', description: 'Keeps it off the site without deleting it.', initialValue: false }),
    defineField({ name: 'image', type: 'image', title: 'Customer photo' }),
  ],
  preview: { select: { title: 'customer_name', subtitle: 'rating' } },
});

export const reviewSchema = z.object({
  _id: z.string(),
  customer_name: z.string().min(1),
  text: z.string().nullish().transform((value) => (value?.trim() ? value.trim() : null)),
  rating: z.number().int().min(1).max(5),
  review_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  hidden: z.boolean().nullish().transform((value) => value ?? false),
});

export type Review = z.infer<typeof reviewSchema>;
export const reviewProjection = `_id, customer_name, text, rating, review_date, hidden`;
