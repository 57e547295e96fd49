import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { portableTextField } from '@dealer/schemas';

/** FAQ accordion (§2: e.g. the trade-in FAQ). */
export const faqSchema = defineType({
  name: 'faq',
  type: 'object',
  title: 'FAQ',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({
      name: 'items',
      type: 'array',
      title: 'Questions',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'faqItem',
          fields: [
            defineField({ name: 'question', type: 'string', title: 'Question', validation: (rule) => rule.required().error('Question is required.') }),
            defineField({ ...portableTextField('answer', 'Answer'), validation: (rule) => rule.required().error('Answer is required.') }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'heading' } },
});
