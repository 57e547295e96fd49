import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { linkFields } from '@dealer/schemas';

/** Feature banners (§2): e.g. /special-offers, /service (book a service online), /trade-in (instant offer in 2 minutes). */
export const featureBannersSchema = defineType({
  name: 'featureBanners',
  type: 'object',
  title: 'Feature banners',
  fields: [
    defineField({
      name: 'banners',
      type: 'array',
      title: 'Banners',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'featureBanner',
          fields: [
            defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
            defineField({ name: 'text', type: 'text', title: 'Text' }),
            ...linkFields,
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'banners.0.title' } },
});
