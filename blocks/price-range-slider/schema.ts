import { defineField, defineType } from '@sanity/types';

/** Price range slider (§2): pick a range, 'View' opens the search sorted by highest price. */
export const priceRangeSliderSchema = defineType({
  name: 'priceRangeSlider',
  type: 'object',
  title: 'Price range slider',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'min', type: 'number', title: 'Starting minimum', initialValue: 5000 }),
    defineField({ name: 'max', type: 'number', title: 'Starting maximum', initialValue: 250000 }),
  ],
  preview: { select: { title: 'heading' } },
});
