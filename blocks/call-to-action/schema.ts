import { defineField, defineType } from '@sanity/types';
import { linkFields, optionalLinkFields } from '@dealer/schemas';

/** Call to action: a heading, a line of text and one or two buttons, e.g. 'Apply for finance' or 'Book a service'. */
export const callToActionSchema = defineType({
  name: 'callToAction',
  type: 'object',
  title: 'Call to action',
  description: 'A band with a heading, a short text and up to two buttons. Finance copy that mentions a rate or repayment needs its comparison rate and warning.',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading', validation: (rule) => rule.required().error('Heading is required.') }),
    defineField({ name: 'text', type: 'text', title: 'Text', description: 'One or two sentences.' }),
    defineField({ name: 'primary', type: 'object', title: 'Main button', fields: linkFields, validation: (rule) => rule.required().error('Main button is required.') }),
    defineField({ name: 'secondary', type: 'object', title: 'Second button', description: 'Optional; shown as an outlined button.', fields: optionalLinkFields }),
    defineField({ name: 'tone', type: 'string', title: 'Background tone', options: { list: ['brand', 'dark', 'light'] }, initialValue: 'brand' }),
    defineField({
      name: 'image',
      type: 'image',
      title: 'Image',
      description: 'Optional, shown beside the text on wider screens.',
      fields: [defineField({ name: 'alt', type: 'string', title: 'Alternative text', description: 'What the picture shows; leave empty if it is decoration only.' })],
    }),
    defineField({ name: 'imageUrl', type: 'string', title: 'Image path', description: 'A path under the site, used by the demo content when there is no uploaded image.' }),
    defineField({ name: 'imageAlt', type: 'string', title: 'Image path alternative text' }),
  ],
  preview: { select: { title: 'heading', subtitle: 'primary.label' } },
});
