import { defineType, linkFields } from '@dealer/schemas';

/** Feature banners (§2): e.g. /special-offers, /service (book a service online), /trade-in (instant offer in 2 minutes). */
export const featureBannersSchema = defineType({
  name: 'featureBanners',
  type: 'object',
  title: 'Feature banners',
  fields: [
    {
      name: 'banners',
      type: 'array',
      title: 'Banners',
      of: [
        {
          type: 'object',
          name: 'featureBanner',
          fields: [
            { name: 'title', type: 'string', title: 'Title', required: true },
            { name: 'text', type: 'text', title: 'Text' },
            ...linkFields,
          ],
        },
      ],
    },
  ],
  preview: { select: { title: 'banners.0.title' } },
});
