import { defineField, defineType } from '@sanity/types';
import { siteField } from './site-field';
import { documentComplianceValidation } from '../validation/compliance';
import { portableTextField } from './portable-text';
import { siteSlugOptions } from '../validation/unique-slug';

/** /privacy-policy and /terms-and-conditions (§2), and other legal terms (§9). */
export const legalPageType = defineType({
  name: 'legalPage',
  type: 'document',
  title: 'Legal page',
  fields: [
    siteField,
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
    defineField({ name: 'slug', type: 'slug', title: 'Slug', description: 'privacy-policy or terms-and-conditions', options: siteSlugOptions, validation: (rule) => rule.required().error('Slug is required.') }),
    defineField({ name: 'updatedAt', type: 'date', title: 'Last updated' }),
    defineField(portableTextField('body', 'Body')),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
  validation: documentComplianceValidation,
});
