import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { paymentMethods } from './payment-methods';

/** Payment strip (§2): 'We accept:' Mastercard, Visa, Maestro, Google Pay, Apple Pay. */
export const paymentStripSchema = defineType({
  name: 'paymentStrip',
  type: 'object',
  title: 'Payment strip',
  fields: [
    defineField({
      name: 'methods',
      type: 'array',
      title: 'Payment methods',
      description: 'Leave empty to show all five.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: paymentMethods.map((method) => ({ title: method.label, value: method.id })) },
    }),
  ],
  preview: { select: { title: 'methods.0' } },
});
