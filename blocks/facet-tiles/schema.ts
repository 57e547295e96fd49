import { defineType } from '@dealer/schemas';

/** Facet tiles (§2): tiles linking to make or body searches, with live counts. */
export const facetTilesSchema = defineType({
  name: 'facetTiles',
  type: 'object',
  title: 'Facet tiles',
  fields: [
    { name: 'heading', type: 'string', title: 'Heading' },
    { name: 'facet', type: 'string', title: 'Tiles by', options: { list: ['make', 'body'] }, initialValue: 'make', required: true },
    { name: 'limit', type: 'number', title: 'Most tiles shown', description: 'The most stocked values first; 4 to 24.', initialValue: 8 },
  ],
  preview: { select: { title: 'heading', subtitle: 'facet' } },
});
