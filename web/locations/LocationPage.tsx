import { RenderBlocks } from '@dealer/blocks/render';
import { locationBySlug } from '@dealer/blocks/location-map/location-paths';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { blockContextFor } from '@/server/block-context';
import { loadSiteLocations } from '@/server/content/locations';
import { loadPage } from '@/server/content/pages';
import { loadSite } from '@/server/content/site';
import styles from './LocationPage.module.css';

/** The words of a location's enquiry form: the contact page's form (the dealer's own), else the platform's. */
const FALLBACK_FORM = { _type: 'enquiryForm', _key: 'location-enquiry', showLocation: true };

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
 * §2 /contact-us/{location slug}: the location's card ('Contact Us' hidden, as on the contact page),
 * its place on the offline map, and the enquiry form preset to it. The blocks are the location
 * blocks and enquiry form editors use, so the page looks and behaves as the contact page does.
 */
export async function LocationPage({ siteSlug, locationSlug }: { siteSlug: string; locationSlug: string }) {
  const loaded = await load(siteSlug, locationSlug);
  if (!loaded) notFound();
  const { site, preview, locations, location } = loaded;
  const contact = await loadPage(siteSlug, preview, 'contact');
  const contactForm = (contact?.blocks ?? []).find((block) => (block as { _type?: unknown })?._type === 'enquiryForm');
  const one = { selection: 'one', locationId: location._id, locations };
  const blocks = [
    { _type: 'locationMap', _key: 'location-card', display: 'cards', onContactPage: true, ...one },
    { _type: 'locationMap', _key: 'location-map', display: 'map', ...one },
    contactForm ?? FALLBACK_FORM,
  ];
  const context = { ...blockContextFor(site, preview), location: { slug: location.slug, dealershipSlug: location.dealership_slug } };
  return (
    <>
      <h1 className={styles.title}>{site.locale.t('location.pageTitle', { name: location.name })}</h1>
      <RenderBlocks blocks={blocks} context={context} />
    </>
  );
}
