import 'server-only';
import { defineQuery } from 'groq';
import { z } from 'zod';
import { cachedForSite } from './cache';
import { contentClient } from './client';

const sitemapQuery = defineQuery(`{
  "pages": *[_type == "page" && site == $site && defined(slug.current)]{"slug": slug.current, _updatedAt},
  "legal": *[_type == "legalPage" && site == $site && defined(slug.current)]{"slug": slug.current, _updatedAt},
  "posts": *[_type == "post" && site == $site && defined(slug.current) && publishedAt <= now()]{"slug": slug.current, _updatedAt}
}`);

const entry = z.object({ slug: z.string().min(1), _updatedAt: z.string().optional() });
const entries = z.array(z.unknown()).transform((items) => items.flatMap((item) => {
  const parsed = entry.safeParse(item);
  return parsed.success ? [parsed.data] : [];
}));
const sitemapContent = z.object({ pages: entries, legal: entries, posts: entries });

export type SitemapContent = z.infer<typeof sitemapContent>;

/** A site's published content paths for its sitemap: CMS pages, legal pages and posts (cached under the site's tag). */
export const loadSitemapContent = cachedForSite('sitemap', async (site, preview): Promise<SitemapContent> => {
  const parsed = sitemapContent.safeParse(await contentClient(preview).fetch(sitemapQuery, { site }));
  return parsed.success ? parsed.data : { pages: [], legal: [], posts: [] };
});
