import { Heading } from '@chakra-ui/react';
import { RenderBlocks } from '@dealer/blocks/render';
import { pageSlugSchema } from '@dealer/schemas';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadPage } from '../../../server/content/pages';
import { loadSite } from '../../../server/content/site';
import { blockContextFor } from '../../../server/block-context';
import { Providers } from '../../../theme/Providers';

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
 * Renders a CMS page of a site by its slug, or the site's 404. Its blocks still use Chakra, so
 * they get its provider (`chakra: false` when the caller already sits inside one). Legal pages
 * have routes of their own (legal-page.tsx), so they do not carry the blocks' JavaScript.
 */
export async function SitePage({ siteSlug, pageSlug, chakra = true }: { siteSlug: string; pageSlug: string; chakra?: boolean }) {
  const loaded = await load(siteSlug, pageSlug);
  if (!loaded) notFound();
  const { site, preview } = loaded;

  const { page } = loaded;
  const isHome = pageSlug === 'home';
  const content = (
    <>
      {/* Every page has one h1; on the home page the hero carries the visual headline. */}
      <Heading
        as="h1"
        {...(isHome
          ? { srOnly: true }
          : { maxW: '6xl', mx: 'auto', px: { base: '4', md: '8' }, pt: '10', fontSize: { base: '3xl', md: '4xl' } })}
      >
        {isHome ? site.config.name : page.title}
      </Heading>
      <RenderBlocks
        blocks={page.blocks}
        context={blockContextFor(site, preview)}
      />
    </>
  );
  return chakra ? <Providers template={site.config.template}>{content}</Providers> : content;
}
