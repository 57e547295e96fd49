import { defineField, defineType } from '@sanity/types';
import { postCategories } from '@dealer/schemas';

/** Blog list (§2 /blog, /blog/vehicle-reviews): the site's posts, newest first, as cards linking to /blog/{slug}. */
export const blogListSchema = defineType({
  name: 'blogList',
  type: 'object',
  title: 'Blog list',
  description: 'Lists this site\'s published blog posts, newest first. Put it on the "blog" page, or on a category page with a category set.',
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'category', type: 'string', title: 'Only this category', description: 'Leave empty for every post.', options: { list: [...postCategories] } }),
    defineField({ name: 'limit', type: 'number', title: 'Number of posts', description: '1 to 48; 12 by default.', initialValue: 12 }),
  ],
  preview: { select: { title: 'heading', subtitle: 'category' } },
});
