import { defineType, portableTextField } from '@dealer/schemas';

/** FAQ accordion (§2: e.g. the trade-in FAQ). */
export const faqSchema = defineType({
  name: 'faq',
  type: 'object',
  title: 'FAQ',
  fields: [
    { name: 'heading', type: 'string', title: 'Heading' },
    {
      name: 'items',
      type: 'array',
      title: 'Questions',
      of: [
        {
          type: 'object',
          name: 'faqItem',
          fields: [
            { name: 'question', type: 'string', title: 'Question', required: true },
            { ...portableTextField('answer', 'Answer'), required: true },
          ],
        },
      ],
    },
  ],
  preview: { select: { title: 'heading' } },
});
