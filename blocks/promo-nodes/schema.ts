import { defineArrayMember, defineField, defineType } from '@sanity/types';

/** Promo nodes (§3 Promo node, §4): the site's promo cards inside their date window, in rotation order. */
export const promoNodesSchema = defineType({
  name: 'promoNodes',
  type: 'object',
  title: 'Promo cards',
  description: 'Shows this site’s promo cards (Promo card documents) that are live today. Nothing shows to shoppers when none is live.',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading', description: 'Optional, e.g. “Current offers”.' }),
    defineField({
      name: 'carTypes',
      type: 'array',
      title: 'Car types this placement is about',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: ['new', 'demo', 'used'] },
      description:
        'Empty: every promo that suits all searches. Promos marked “Only when the search is limited to these car types” show only when every type chosen here is in their list.',
    }),
    defineField({ name: 'limit', type: 'number', title: 'Most cards shown', description: '1 to 12; lower rotation numbers first.', initialValue: 3 }),
  ],
  preview: { select: { title: 'heading', subtitle: 'carTypes.0' } },
});
