import { defineArrayMember, defineField, defineType, type InsertMenuOptions } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';
import { documentComplianceValidation } from '../validation/compliance';
import { siteSlugOptions } from '../validation/unique-slug';

/** Slugs are path segments joined by '/', e.g. "home", "service", "contact-us/parramatta". */
export const pageSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'Lowercase words joined by hyphens, segments by /');

/**
 * The page type takes the block type names from the block manifest (schemas cannot import blocks),
 * and the Studio's insert menu for them (thumbnails, groups) when the Studio builds it.
 */
export function createPageType(blockTypeNames: readonly string[], studio: { insertMenu?: InsertMenuOptions } = {}) {
  return defineType({
    name: 'page',
    type: 'document',
    title: 'Page',
    fields: [
      siteField,
      defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
      defineField({
        name: 'slug',
        type: 'slug',
        options: siteSlugOptions,
        title: 'Slug',
        description: '"home" for the home page; "service" serves /service; "book-a-service" under /pages/ serves /pages/book-a-service.',
        validation: (rule) => rule.required().error('Slug is required.'),
      }),
      defineField({
        name: 'seo',
        type: 'object',
        title: 'SEO',
        fields: [
          defineField({ name: 'title', type: 'string', title: 'Title tag' }),
          defineField({ name: 'description', type: 'text', title: 'Meta description' }),
        ],
      }),
      defineField({
        name: 'blocks',
        type: 'array',
        title: 'Blocks',
        of: blockTypeNames.map((type) => defineArrayMember({ type })),
        ...(studio.insertMenu && { options: { insertMenu: studio.insertMenu } }),
      }),
    ],
    preview: { select: { title: 'title', subtitle: 'slug.current' } },
    // The page's own text; each block is checked by the block compliance rule (schemas/studio.ts).
    validation: documentComplianceValidation,
  });
}

export const pageSeoSchema = z
  .object({ title: z.string().nullish(), description: z.string().nullish() })
  .nullish()
  .catch(null);
