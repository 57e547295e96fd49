import { z } from 'zod';
import { pageSlugSchema, postSummaryProjection, postSummarySchema, type PostSummary } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

export const BLOG_DEFAULT_LIMIT = 12;

export const blogListDataSchema = z.object({
  heading: z.string().nullish(),
  category: pageSlugSchema.nullish().catch(null),
  limit: z.number().int().min(1).max(48).nullish().catch(null).transform((limit) => limit ?? BLOG_DEFAULT_LIMIT),
  // Loaded by the projection's sub-query; a post missing its title, slug or date is dropped.
  posts: keepValid(postSummarySchema),
});
export type BlogListData = z.infer<typeof blogListDataSchema>;

export const blogListProjection = `heading, category, limit,
  "posts": *[_type == "post" && site == $site && defined(slug.current)] | order(publishedAt desc)[0...200]{${postSummaryProjection}}`;

/** Published posts (not dated in the future), of the category if one is set, newest first, at most `limit`. */
export function listedPosts(posts: readonly PostSummary[], { category, limit }: Pick<BlogListData, 'category' | 'limit'>, now: Date): PostSummary[] {
  return posts
    .filter((post) => Date.parse(post.publishedAt) <= now.getTime() && (!category || post.category === category))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, limit);
}
