import type { PartRecord, SearchResponse } from '@dealer/stock';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import { partsService } from '@/parts/parts-service';
import { parsePartsSearchState, partsSearchRequests } from '@/parts/parts-search-state';
import { PartsSearchView } from '@/parts/PartsSearchView';

/** Reads the query string, so it renders per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site, (await draftMode()).isEnabled);
  return site?.config.features.partsSearch ? { title: site.locale.t('parts.heading') } : {};
}

/**
 * §2 /parts/search, and the dealership search of §2/§7 as `?dealership={slug}` (README "Parts and
 * the dealership search"): the site's 404 where the site does not sell parts, and for a dealership
 * that is not this site's (another site's dealership is never searched).
 */
export default async function PartsSearchPage({ params, searchParams }: Props) {
  const site = await loadSite((await params).site, (await draftMode()).isEnabled);
  if (!site?.config.features.partsSearch) notFound();
  const state = parsePartsSearchState(await searchParams);
  const dealership = state.dealership ? site.config.dealerships.find((candidate) => candidate.slug === state.dealership) : null;
  if (dealership === undefined) notFound();
  let found: [SearchResponse<PartRecord>, SearchResponse] | null = null;
  try {
    found = (await (await partsService()).search(site.config, partsSearchRequests(state, dealership?.id ?? null))).results as [SearchResponse<PartRecord>, SearchResponse];
  } catch (error) {
    // §8 search error: the page stays, with the search form and a sentence, rather than a 500.
    console.error('[parts] search failed', error);
  }
  return (
    <PartsSearchView
      state={state}
      hits={found?.[0] ?? null}
      categoryCounts={found?.[1].facets?.category ?? {}}
      dealerships={site.config.dealerships}
      dealership={dealership}
      locale={site.locale}
    />
  );
}
