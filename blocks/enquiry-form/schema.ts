import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { DEFAULT_ENQUIRY_ANCHOR, ENQUIRY_ANCHOR_PATTERN } from './data';
import { DEFAULT_ENQUIRY_CATEGORIES } from '@dealer/leads';

/** Enquiry form (§2 contact and finance pages; §3 enquiry form values; §5 rules; §8 failure message). */
export const enquiryFormSchema = defineType({
  name: 'enquiryForm',
  type: 'object',
  title: 'Enquiry form',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading', description: "Default 'Send us an enquiry'." }),
    defineField({ name: 'intro', type: 'text', title: 'Introduction' }),
    defineField({
      name: 'categories',
      type: 'array',
      title: 'Enquiry types',
      description: "The category select. 'Careers' is sent as General Enquiry / Career Enquiry (§5). Empty: the platform's list.",
      of: [defineArrayMember({ type: 'string' })],
      initialValue: [...DEFAULT_ENQUIRY_CATEGORIES],
    }),
    defineField({
      name: 'showLocation',
      type: 'boolean',
      title: 'Ask for a location',
      description: 'Shown only when the site has more than one location; then required. Off: leads go to the primary location.',
      initialValue: true,
    }),
    defineField({ name: 'successMessage', type: 'text', title: 'Success message', description: 'Shown after a sent enquiry.' }),
    defineField({
      name: 'anchor',
      type: 'string',
      title: 'Anchor',
      description: "The section id links jump to (/page#anchor): lowercase words joined by hyphens. Default 'enquire'; 'finance-form' on the finance page (§2: finance links end with #finance-form).",
      initialValue: DEFAULT_ENQUIRY_ANCHOR,
      validation: (rule) =>
        rule.custom((value) => value == null || value === '' || (typeof value === 'string' && ENQUIRY_ANCHOR_PATTERN.test(value)) || 'Use lowercase letters, digits and hyphens, e.g. finance-form.').error(),
    }),
  ],
  preview: { select: { title: 'heading' } },
});
