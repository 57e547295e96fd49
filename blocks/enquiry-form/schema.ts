import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { DEFAULT_ENQUIRY_ANCHOR, ENQUIRY_ANCHOR_PATTERN } from './data';
import { DEFAULT_ENQUIRY_CATEGORIES, ENQUIRY_LOCATION_TYPES } from '@dealer/leads';
import { MAX_CHECK_OPTIONS } from './data';

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
    defineField({
      name: 'successMessage',
      type: 'text',
      title: 'Success message',
      description: 'Said as a sent enquiry hands over to the thank-you page (/success), which then thanks the shopper in words for the enquiry type.',
    }),
    defineField({
      name: 'terms',
      type: 'text',
      title: 'Terms',
      rows: 3,
      description: 'Shown above the send button (§5: terms text on some sites). Empty: the site’s own enquiry terms, if it has any.',
      validation: (rule) => rule.custom((value) => value == null || (typeof value === 'string' && value.length <= 2000) || 'Keep the terms to 2,000 characters.').error(),
    }),
    defineField({
      name: 'checkOptions',
      type: 'array',
      title: 'Check options',
      description: "Boxes the shopper may tick, such as 'Extended warranty' or 'Service plan'; the ticked ones reach the dealer as additional services (§5).",
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) =>
        rule
          .custom((value) => {
            if (value == null) return true;
            const options = (Array.isArray(value) ? value : []).map((item) => (typeof item === 'string' ? item.trim() : ''));
            if (options.length > MAX_CHECK_OPTIONS) return `At most ${MAX_CHECK_OPTIONS} options.`;
            if (options.some((option) => option === '' || option.length > 100)) return 'Each option needs words, at most 100 characters.';
            return new Set(options).size === options.length || 'Each option once.';
          })
          .error(),
    }),
    defineField({
      name: 'manufacturer',
      type: 'string',
      title: 'Manufacturer',
      description: 'The preferred dealership select offers only the dealerships for this make (e.g. Jayco), and picks it when it is the only one (§5). Empty: every dealership.',
    }),
    defineField({
      name: 'locationType',
      type: 'string',
      title: 'Location type',
      description: 'The preferred dealership select offers only the dealerships with a location of this type (§5). Empty: every dealership.',
      options: { list: ENQUIRY_LOCATION_TYPES.map((type) => ({ title: type[0]!.toUpperCase() + type.slice(1), value: type })), layout: 'radio', direction: 'horizontal' },
    }),
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
