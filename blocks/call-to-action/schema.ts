import { defineType, linkFields } from '@dealer/schemas';

const buttonFields = (required: boolean) => linkFields.map((field) => ({ ...field, required }));

/** Call to action: a heading, a line of text and one or two buttons, e.g. 'Apply for finance' or 'Book a service'. */
export const callToActionSchema = defineType({
  name: 'callToAction',
  type: 'object',
  title: 'Call to action',
  description: 'A band with a heading, a short text and up to two buttons. Finance copy that mentions a rate or repayment needs its comparison rate and warning.',
  fields: [
    { name: 'heading', type: 'string', title: 'Heading', required: true },
    { name: 'text', type: 'text', title: 'Text', description: 'One or two sentences.' },
    { name: 'primary', type: 'object', title: 'Main button', fields: buttonFields(true), required: true },
    { name: 'secondary', type: 'object', title: 'Second button', description: 'Optional; shown as an outlined button.', fields: buttonFields(false) },
    { name: 'tone', type: 'string', title: 'Background tone', options: { list: ['brand', 'dark', 'light'] }, initialValue: 'brand' },
    {
      name: 'image',
      type: 'image',
      title: 'Image',
      description: 'Optional, shown beside the text on wider screens.',
      fields: [{ name: 'alt', type: 'string', title: 'Alternative text', description: 'What the picture shows; leave empty if it is decoration only.' }],
    },
    { name: 'imageUrl', type: 'string', title: 'Image path', description: 'A path under the site, used by the demo content when there is no uploaded image.' },
    { name: 'imageAlt', type: 'string', title: 'Image path alternative text' },
  ],
  preview: { select: { title: 'heading', subtitle: 'primary.label' } },
});
