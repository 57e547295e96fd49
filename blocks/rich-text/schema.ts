import { defineField, defineType } from '@sanity/types';
import { portableTextField } from '@dealer/schemas';

/** Rich or legal text (§2 legal terms, §9 disclaimers), as Portable Text. */
export const richTextSchema = defineType({
  name: 'richText',
  type: 'object',
  title: 'Rich or legal text',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'variant', type: 'string', title: 'Style', options: { list: ['body', 'legal'] }, initialValue: 'body' }),
    defineField({ ...portableTextField('body', 'Text'), validation: (rule) => rule.required().error('Text is required.') }),
  ],
  preview: { select: { title: 'heading' } },
});
