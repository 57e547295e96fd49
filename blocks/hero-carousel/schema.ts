import { defineType, heroSlidesComplete, linkValidation } from '@dealer/schemas';

/** Hero carousel / slider (§2 Carousel; §3 Slider slide: id, name, description, url). */
export const heroCarouselSchema = defineType({
  name: 'heroCarousel',
  type: 'object',
  title: 'Hero carousel',
  fields: [
    {
      name: 'slides',
      type: 'array',
      title: 'Slides',
      validation: (rule) => rule.custom(heroSlidesComplete).error(),
      of: [
        {
          type: 'object',
          name: 'slide',
          fields: [
            { name: 'name', type: 'string', title: 'Headline', required: true },
            { name: 'description', type: 'text', title: 'Description' },
            { name: 'url', type: 'string', title: 'Link', description: 'Where the slide and its button go, e.g. /special-offers.', required: true, validation: linkValidation },
            { name: 'image', type: 'image', title: 'Image' },
            { name: 'imageUrl', type: 'string', title: 'Image path', description: 'A path under the site, used by the demo content.' },
            { name: 'tone', type: 'string', title: 'Background tone', options: { list: ['brand', 'dark', 'light'] } },
          ],
        },
      ],
    },
  ],
  preview: { select: { title: 'slides.0.name' } },
});
