import { RenderBlocks } from '@dealer/blocks/render';
import { pageSlugSchema } from '@dealer/schemas';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { loadPage } from '@/server/content/pages';
import { loadSite } from '@/server/content/site';
import { blockContextFor } from '@/server/block-context';
import { redirectForMissingPage } from '@/server/redirects/redirect-service';
import styles from './site-page.module.css';

async function load(siteSlug: string, pageSlug: string) {
  // Odd slugs (upper case, dots, encoded characters) never reach the content store.
  if (!pageSlugSchema.safeParse(pageSlug).success) return undefined;
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  if (!site) return undefined;
  const page = await loadPage(siteSlug, preview, pageSlug);
  return page ? { site, preview, page } : undefined;
}

export async function sitePageMetadata(siteSlug: string, pageSlug: string): Promise<Metadata> {
  const loaded = await load(siteSlug, pageSlug);
  if (!loaded) return {};
  const { page } = loaded;
  const title = pageSlug === 'home' ? { absolute: page.seo?.title ?? loaded.site.config.name } : (page.seo?.title ?? page.title);
  // Only set a description when the page has one: an explicit undefined would drop the site's.
  return page.seo?.description ? { title, description: page.seo.description } : { title };
}

/**
 * Renders a CMS page of a site by its slug, or the site's 404. Every block is a server component
 * with build-time CSS (client islands only where a block is interactive), so the page needs no
 * CSS-in-JS provider (README "Page speed"). Legal pages have routes of their own (legal-page.tsx).
 */
export async function SitePage({ siteSlug, pageSlug }: { siteSlug: string; pageSlug: string }) {
  const loaded = await load(siteSlug, pageSlug);
  if (!loaded) {
    // Under `next dev` no front door answered an old address first (README "Redirects").
    const moved = await redirectForMissingPage(siteSlug, pageSlug === 'home' ? '/' : `/${pageSlug}`);
    if (moved) (moved.status === 308 ? permanentRedirect : redirect)(moved.location);
    notFound();
  }
  const { site, preview, page } = loaded;
  const isHome = pageSlug === 'home';
  return (
    <>
      {/* Every page has one h1; on the home page the hero carries the visual headline. */}
      <h1 className={isHome ? 'sr-only' : styles.title}>{isHome ? site.config.name : page.title}</h1>
      <RenderBlocks blocks={page.blocks} context={blockContextFor(site, preview, { _id: page._id, _type: 'page' })} />
    </>
  );
}
