import { defineField } from '@sanity/types';

/** Every tenant-scoped document carries the slug of the site it belongs to. */
export const siteField = defineField({
  name: 'site',
  type: 'string',
  title: 'Site',
  description: 'The dealer site this document belongs to (its slug). Set by the Studio structure.',
  readOnly: true,
  validation: (rule) => rule.required().error('Site is required.'),
});
