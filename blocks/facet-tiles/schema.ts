import { defineField, defineType } from '@sanity/types';

/** Facet tiles (§2): tiles linking to make or body searches, with live counts. */
export const facetTilesSchema = defineType({
  name: 'facetTiles',
  type: 'object',
  title: 'Facet tiles',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'facet', type: 'string', title: 'Tiles by', options: { list: ['make', 'body'] }, initialValue: 'make', validation: (rule) => rule.required().error('Tiles by is required.') }),
    defineField({ name: 'limit', type: 'number', title: 'Most tiles shown', description: 'The most stocked values first; 4 to 24.', initialValue: 8 }),
  ],
  preview: { select: { title: 'heading', subtitle: 'facet' } },
});
