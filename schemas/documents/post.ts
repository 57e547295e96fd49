import { defineField, defineType } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';
import { documentComplianceValidation } from '../validation/compliance';
import { pageSlugSchema } from './page';
import { portableTextField, portableTextSchema } from './portable-text';
import { siteSlugOptions } from '../validation/unique-slug';

/** Blog categories; /blog/{category} pages list one of them with a blog list block. */
export const postCategories = [
  { title: 'News', value: 'news' },
  { title: 'Vehicle reviews', value: 'vehicle-reviews' },
  { title: 'Service tips', value: 'service-tips' },
  { title: 'Buying advice', value: 'buying-advice' },
  { title: 'Events', value: 'events' },
] as const;

/** A blog post (§2 /blog), served at /blog/{slug}. */
export const postType = defineType({
  name: 'post',
  type: 'document',
  title: 'Blog post',
  description: 'Listed newest first by blog list blocks and served at /blog/{slug}.',
  fields: [
    siteField,
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
    defineField({ name: 'slug', type: 'slug', title: 'Slug', description: 'The post is served at /blog/{slug}.', options: { source: 'title', ...siteSlugOptions }, validation: (rule) => rule.required().error('Slug is required.') }),
    defineField({ name: 'publishedAt', type: 'datetime', title: 'Published', description: 'A post dated in the future stays hidden until then.', validation: (rule) => rule.required().error('Published is required.') }),
    defineField({ name: 'category', type: 'string', title: 'Category', options: { list: [...postCategories] } }),
    defineField({ name: 'excerpt', type: 'text', title: 'Excerpt', description: 'One or two sentences for the blog list card and the meta description.' }),
    defineField({ name: 'cover', type: 'image', title: 'Cover image', fields: [defineField({ name: 'alt', type: 'string', title: 'Alternative text' })] }),
    defineField({ name: 'imageUrl', type: 'string', title: 'Cover image path', description: 'Used when no cover image is uploaded (demo content).' }),
    defineField({ name: 'imageAlt', type: 'string', title: 'Cover image path: alternative text', description: 'Describes the picture at the path above.' }),
    defineField({ ...portableTextField('body', 'Body'), validation: (rule) => rule.required().error('Body is required.') }),
  ],
  preview: { select: { title: 'title', subtitle: 'publishedAt', media: 'cover' } },
  // A rate or repayment in a post needs the comparison rate and its warning too (NCC s164, ASIC RG 178).
  validation: documentComplianceValidation,
});

const postSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase words joined by hyphens');

/** A post as a list card needs it. */
export const postSummarySchema = z.object({
  _id: z.string(),
  title: z.string().min(1),
  slug: postSlugSchema,
  publishedAt: z.iso.datetime({ offset: true }),
  category: pageSlugSchema.nullish().catch(null),
  excerpt: z.string().nullish(),
  imageUrl: z.string().nullish(),
  imageAlt: z.string().nullish(),
});

/** A whole post, for its own page. */
export const postSchema = postSummarySchema.extend({ body: portableTextSchema });

export type PostSummary = z.infer<typeof postSummarySchema>;
export type Post = z.infer<typeof postSchema>;

export const postSummaryProjection = `_id, title, "slug": slug.current, publishedAt, category, excerpt, "imageUrl": coalesce(cover.asset->url, imageUrl), "imageAlt": coalesce(cover.alt, imageAlt)`;
export const postProjection = `${postSummaryProjection}, body`;
