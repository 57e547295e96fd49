import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { heroSlidesComplete, linkValidation } from '@dealer/schemas';

/** Hero carousel / slider (§2 Carousel; §3 Slider slide: id, name, description, url). */
export const heroCarouselSchema = defineType({
  name: 'heroCarousel',
  type: 'object',
  title: 'Hero carousel',
  fields: [
    defineField({
      name: 'slides',
      type: 'array',
      title: 'Slides',
      validation: (rule) => rule.custom(heroSlidesComplete).error(),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'slide',
          fields: [
            defineField({ name: 'name', type: 'string', title: 'Headline', validation: (rule) => rule.required().error('Headline is required.') }),
            defineField({ name: 'description', type: 'text', title: 'Description' }),
            defineField({ name: 'url', type: 'string', title: 'Link', description: 'Where the slide and its button go, e.g. /special-offers.', validation: (rule) => [rule.required().error('Link is required.'), linkValidation(rule)] }),
            defineField({ name: 'image', type: 'image', title: 'Image' }),
            defineField({ name: 'imageUrl', type: 'string', title: 'Image path', description: 'A path under the site, used by the demo content.' }),
            defineField({ name: 'tone', type: 'string', title: 'Background tone', options: { list: ['brand', 'dark', 'light'] } }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'slides.0.name' } },
});
