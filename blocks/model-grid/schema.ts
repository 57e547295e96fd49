import { defineField, defineType } from '@sanity/types';
import { bodyTypeLabels } from '@dealer/stock';

/** Model grid (§3 Model and Manufacturer): a brand's models as tiles linking to /search/{make}/{model}. */
export const modelGridSchema = defineType({
  name: 'modelGrid',
  type: 'object',
  title: 'Model grid',
  description: 'A brand’s models as tiles: name, body style, picture and a New or Coming soon badge. Each tile links to that model’s stock.',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading', description: 'Optional, e.g. “Explore the range”.' }),
    defineField({ name: 'make', type: 'string', title: 'Make', description: 'Leave empty for the site’s manufacturer; a site without one lists every make in stock.' }),
    defineField({
      name: 'source',
      type: 'string',
      title: 'Models from',
      options: { list: [{ title: 'The brand’s model list (Kia)', value: 'static' }, { title: 'The models in stock', value: 'stock' }] },
      description: 'Empty: the brand’s model list where there is one, otherwise the models in stock.',
    }),
    defineField({
      name: 'body',
      type: 'string',
      title: 'Only body type',
      options: { list: Object.entries(bodyTypeLabels).map(([value, title]) => ({ title, value })) },
      description: 'Leave empty for every body type.',
    }),
    defineField({ name: 'showBodyFilter', type: 'boolean', title: 'Show body type links', description: 'Links to /models?body=… above the tiles.', initialValue: false }),
    defineField({ name: 'limit', type: 'number', title: 'Most models shown', description: '1 to 60; 30 when empty.' }),
  ],
  preview: { select: { title: 'heading', subtitle: 'make' } },
});
