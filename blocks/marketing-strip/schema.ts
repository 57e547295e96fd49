import { defineType, linkValidation } from '@dealer/schemas';

/** Marketing strip of three items (§2): Reserve Quickly Online, Secure Online Payments, Apply For Finance. */
export const marketingStripSchema = defineType({
  name: 'marketingStrip',
  type: 'object',
  title: 'Marketing strip',
  fields: [
    {
      name: 'items',
      type: 'array',
      title: 'Items',
      of: [
        {
          type: 'object',
          name: 'marketingItem',
          fields: [
            { name: 'title', type: 'string', title: 'Title', required: true },
            { name: 'text', type: 'string', title: 'Text' },
            { name: 'icon', type: 'string', title: 'Icon', options: { list: ['reserve', 'secure', 'finance'] } },
            { name: 'href', type: 'string', title: 'Link', validation: linkValidation },
          ],
        },
      ],
    },
  ],
  preview: { select: { title: 'items.0.title' } },
});
