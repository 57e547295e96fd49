import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { linkValidation } from '@dealer/schemas';

/** Marketing strip of three items (§2): Reserve Quickly Online, Secure Online Payments, Apply For Finance. */
export const marketingStripSchema = defineType({
  name: 'marketingStrip',
  type: 'object',
  title: 'Marketing strip',
  fields: [
    defineField({
      name: 'items',
      type: 'array',
      title: 'Items',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'marketingItem',
          fields: [
            defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
            defineField({ name: 'text', type: 'string', title: 'Text' }),
            defineField({ name: 'icon', type: 'string', title: 'Icon', options: { list: ['reserve', 'secure', 'finance'] } }),
            defineField({ name: 'href', type: 'string', title: 'Link', validation: linkValidation }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'items.0.title' } },
});
