import { Box, Heading, Text } from '@chakra-ui/react';
import { RenderBlocks } from '@dealer/blocks/render';
import { RichText } from '@dealer/blocks/ui/RichText';
import { pageSlugSchema } from '@dealer/schemas';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadLegalPage, loadPage } from '../../../server/content/pages';
import { loadSite } from '../../../server/content/site';
import { blockContextFor } from '../../../server/block-context';

/** Legal pages are their own document type (§2: /privacy-policy, /terms-and-conditions). */
const LEGAL_SLUGS = new Set(['privacy-policy', 'terms-and-conditions']);

async function load(siteSlug: string, pageSlug: string) {
  // Odd slugs (upper case, dots, encoded characters) never reach the content store.
  if (!pageSlugSchema.safeParse(pageSlug).success) return undefined;
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  if (!site) return undefined;
  if (LEGAL_SLUGS.has(pageSlug)) {
    const legal = await loadLegalPage(siteSlug, preview, pageSlug);
    return legal ? { site, preview, legal } : undefined;
  }
  const page = await loadPage(siteSlug, preview, pageSlug);
  return page ? { site, preview, page } : undefined;
}

export async function sitePageMetadata(siteSlug: string, pageSlug: string): Promise<Metadata> {
  const loaded = await load(siteSlug, pageSlug);
  if (!loaded) return {};
  if (loaded.legal) return { title: loaded.legal.title };
  const { page } = loaded;
  const title = pageSlug === 'home' ? { absolute: page.seo?.title ?? loaded.site.config.name } : (page.seo?.title ?? page.title);
  // Only set a description when the page has one: an explicit undefined would drop the site's.
  return page.seo?.description ? { title, description: page.seo.description } : { title };
}

/** Renders a CMS page (or legal page) of a site by its slug, or the site's 404. */
export async function SitePage({ siteSlug, pageSlug }: { siteSlug: string; pageSlug: string }) {
  const loaded = await load(siteSlug, pageSlug);
  if (!loaded) notFound();
  const { site, preview } = loaded;

  if (loaded.legal) {
    return (
      <Box as="article" maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
        <Heading as="h1" fontSize="3xl" mb="2">{loaded.legal.title}</Heading>
        {loaded.legal.updatedAt ? <Text color="fg.muted" mb="6">{site.locale.formatDate(loaded.legal.updatedAt)}</Text> : null}
        <Box css={{ '& p + p, & ul': { marginTop: '0.75rem' }, '& h2': { fontWeight: 700, fontSize: '1.25rem', marginTop: '1.5rem' }, '& ul': { paddingLeft: '1.25rem', listStyle: 'disc' } }}>
          <RichText value={loaded.legal.body} />
        </Box>
      </Box>
    );
  }

  const { page } = loaded;
  const isHome = pageSlug === 'home';
  return (
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
}
