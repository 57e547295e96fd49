import { blockRegistry } from '@dealer/blocks';
import { bodyFromSlug, bodySlug, bodyTypeLabels, matchBodySlug, modelsPath } from '@dealer/stock';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { loadSite, type LoadedSite } from '@/server/content/site';
import { blockContextFor } from '@/server/block-context';
import styles from './page.module.css';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const modelGrid = blockRegistry.modelGrid;

function pageTitle(site: LoadedSite): string {
  const make = site.config.manufacturer_name;
  return make ? site.locale.t('modelGrid.pageTitle', { make }) : site.locale.t('modelGrid.pageTitleAll');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site, (await draftMode()).isEnabled);
  return site ? { title: pageTitle(site) } : {};
}

/**
 * §2 /models?body={body-name}: the site's models (the model grid block, with its body links). The
 * body name is lowercased with spaces as hyphens ('people-mover'); a body we do not know, or one no
 * model has, shows the grid's empty state with a link to all models rather than a 404. Plain HTML
 * and build-time CSS (README "Page speed").
 */
export default async function ModelsPage({ params, searchParams }: Props) {
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite((await params).site, preview);
  if (!site) notFound();
  const raw = (await searchParams).body;
  const slug = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 60) || undefined;
  // §2 one body-slug rule: an old spelling ('peoplemover', 'People-Mover') moves for good (308) to the §2 slug.
  const known = slug ? matchBodySlug(slug.toLowerCase(), Object.keys(bodyTypeLabels)) : undefined;
  if (known && bodySlug(known.body) !== slug) permanentRedirect(modelsPath(known.body));
  const data = modelGrid.data.parse({ body: slug ? (bodyFromSlug(slug) ?? slug) : null, showBodyFilter: true, limit: 60 });
  const { Component } = modelGrid;
  return (
    <>
      <h1 className={styles.title}>{pageTitle(site)}</h1>
      <Component
        data={data}
        context={blockContextFor(site, preview)}
      />
    </>
  );
}
