import { defineField, defineType } from '@sanity/types';

/** Stock carousel: the latest or featured cars as cards, scrolled with previous/next (§2 carousel). */
export const stockCarouselSchema = defineType({
  name: 'stockCarousel',
  type: 'object',
  title: 'Stock carousel',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'source', type: 'string', title: 'Cars', options: { list: [{ title: 'Latest arrivals', value: 'latest' }, { title: 'Featured (most relevant)', value: 'featured' }] }, initialValue: 'latest', validation: (rule) => rule.required().error('Cars is required.') }),
    defineField({ name: 'carType', type: 'string', title: 'Only', options: { list: ['new', 'demo', 'used'] }, description: 'Leave empty for all.' }),
    defineField({ name: 'limit', type: 'number', title: 'Number of cars', description: '4 to 16.', initialValue: 8 }),
  ],
  preview: { select: { title: 'heading', subtitle: 'source' } },
});
