import 'server-only';
import { pageQuery } from '@dealer/blocks/query';
import { pageSeoSchema, parseMenuItems, portableTextSchema, type MenuItem } from '@dealer/schemas';
import { defineQuery } from 'groq';
import { z } from 'zod';
import { cachedForSite } from './cache';
import { siteContentClient } from './client';

const pageSchema = z.object({
  _id: z.string(),
  title: z.string().catch('Untitled page'),
  seo: pageSeoSchema,
  blocks: z.array(z.unknown()).nullish().catch(null),
});
export type PageContent = z.infer<typeof pageSchema>;

const legalQuery = defineQuery(`*[_type == "legalPage" && site == $site && slug.current == $slug][0]{_id, title, updatedAt, body}`);
const legalSchema = z.object({
  title: z.string().catch('Legal'),
  updatedAt: z.string().nullish().catch(null),
  body: portableTextSchema,
});
export type LegalContent = z.infer<typeof legalSchema>;

const menusQuery = defineQuery(`*[_type == "menu" && site == $site]{_id, placement, items}`);
export interface SiteMenus {
  header: MenuItem[];
  footer: MenuItem[];
}

/** A page that exists but whose document is malformed is logged and treated as missing (a 404, not a 500). */
function parseOrMissing<T>(schema: z.ZodType<T>, value: unknown, what: string): T | null {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    console.warn(`[content] ${what} is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return null;
  }
  return parsed.data;
}

export const loadPage = cachedForSite('page', async (site, preview, slug: string) =>
  parseOrMissing(pageSchema, await siteContentClient(site, preview).fetch(pageQuery, { site, slug }), `page ${site}/${slug}`),
);

export const loadLegalPage = cachedForSite('legalPage', async (site, preview, slug: string) =>
  parseOrMissing(legalSchema, await siteContentClient(site, preview).fetch(legalQuery, { site, slug }), `legal page ${site}/${slug}`),
);

export const loadMenus = cachedForSite('menus', async (site, preview): Promise<SiteMenus> => {
  const menus = await siteContentClient(site, preview).fetch(menusQuery, { site });
  const pick = (placement: string) => parseMenuItems(menus.find((menu) => menu.placement === placement)?.items);
  return { header: pick('header'), footer: pick('footer') };
});
