import 'server-only';
import { postProjection, postSchema, type Post } from '@dealer/schemas';
import { defineQuery } from 'groq';
import { z } from 'zod';
import { cachedForSite } from './cache';
import { siteContentClient } from './client';

/** Post slugs are one path segment: /blog/{slug}. */
export const postSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const postQuery = defineQuery(`*[_type == "post" && site == $site && slug.current == $slug][0]{${postProjection}}`);

/** A post document from the CMS, or null when it is missing or malformed (a 404, never a 500). */
export function parsePost(value: unknown, what: string): Post | null {
  if (value === null || value === undefined) return null;
  const parsed = postSchema.safeParse(value);
  if (!parsed.success) {
    console.warn(`[content] ${what} is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return null;
  }
  return parsed.data;
}

/** A post shoppers may read now: published, and not dated in the future. Editors in preview see every post. */
export function isReadable(post: Pick<Post, 'publishedAt'>, now: Date, preview: boolean): boolean {
  return preview || Date.parse(post.publishedAt) <= now.getTime();
}

/** One blog post of a site by its slug, cached under the site's tag (drafts in preview). */
export const loadPost = cachedForSite('post', async (site, preview, slug: string): Promise<Post | null> => {
  if (!postSlugSchema.safeParse(slug).success) return null;
  return parsePost(await siteContentClient(site, preview).fetch(postQuery, { site, slug }), `post ${site}/${slug}`);
});
