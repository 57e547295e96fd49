import { RenderBlocks } from '@dealer/blocks/render';
import { locationBySlug } from '@dealer/blocks/location-map/location-paths';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { blockContextFor } from '@/server/block-context';
import { loadSiteLocations } from '@/server/content/locations';
import { loadPage } from '@/server/content/pages';
import { loadSite } from '@/server/content/site';
import { locationPageBlocks } from './location-page-blocks';
import styles from './LocationPage.module.css';

async function load(siteSlug: string, locationSlug: string) {
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  if (!site) return undefined;
  const locations = await loadSiteLocations(siteSlug, preview);
  const location = locationBySlug(locations, locationSlug);
  return location ? { site, preview, locations, location } : undefined;
}

export async function locationPageMetadata(siteSlug: string, locationSlug: string): Promise<Metadata> {
  const loaded = await load(siteSlug, locationSlug);
  if (!loaded) return {};
  const { t } = loaded.site.locale;
  return { title: t('location.pageTitle', { name: loaded.location.name }), description: t('location.pageDescription', { name: loaded.location.name }) };
}

/**
 * §2 /contact-us/{location slug}: the location's card, map and enquiry form preset to it
 * (location-page-blocks.ts), drawn by the blocks editors use, so it looks and behaves as the
 * contact page does.
 */
export async function LocationPage({ siteSlug, locationSlug }: { siteSlug: string; locationSlug: string }) {
  const loaded = await load(siteSlug, locationSlug);
  if (!loaded) notFound();
  const { site, preview, locations, location } = loaded;
  const contact = await loadPage(siteSlug, preview, 'contact');
  const blocks = locationPageBlocks(location, locations, contact?.blocks ?? []);
  const context = { ...blockContextFor(site, preview), location: { slug: location.slug, dealershipSlug: location.dealership_slug } };
  return (
    <>
      <h1 className={styles.title}>{site.locale.t('location.pageTitle', { name: location.name })}</h1>
      <RenderBlocks blocks={blocks} context={context} />
    </>
  );
}
