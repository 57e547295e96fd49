import { defineType, portableTextField } from '@dealer/schemas';

/** Rich or legal text (§2 legal terms, §9 disclaimers), as Portable Text. */
export const richTextSchema = defineType({
  name: 'richText',
  type: 'object',
  title: 'Rich or legal text',
  fields: [
    { name: 'heading', type: 'string', title: 'Heading' },
    { name: 'variant', type: 'string', title: 'Style', options: { list: ['body', 'legal'] }, initialValue: 'body' },
    { ...portableTextField('body', 'Text'), required: true },
  ],
  preview: { select: { title: 'heading' } },
});
