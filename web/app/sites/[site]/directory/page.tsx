import { primaryIndexName } from '@dealer/stock';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import { stockService } from '@/server/stock/service';
import { parseDirectorySearchState } from '@/directory/directory-search-state';
import { searchDirectory, type DirectoryResult } from '@/directory/directory-search';
import { DirectoryView } from '@/directory/DirectoryView';

/** Reads the query string, so it renders per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site, (await draftMode()).isEnabled);
  return site?.config.features.directorySearch ? { title: site.locale.t('directory.heading') } : {};
}

/** §2 the directory search screen for manufacturer/model (§7 directory search); the site's 404 where off. */
export default async function DirectoryPage({ params, searchParams }: Props) {
  const site = await loadSite((await params).site, (await draftMode()).isEnabled);
  if (!site?.config.features.directorySearch) notFound();
  const state = parseDirectorySearchState(await searchParams);
  const stock = await stockService();
  let result: DirectoryResult | null = null;
  try {
    result = await searchDirectory(site.config, state, (params) => stock.searchOne(site.config, params, primaryIndexName));
  } catch (error) {
    // §8 search error: the page stays, with the form and a sentence, rather than a 500.
    console.error('[directory] search failed', error);
  }
  return <DirectoryView state={state} hits={result?.hits ?? null} makes={result?.makes ?? []} bodies={result?.bodies ?? []} models={result?.models ?? []} locale={site.locale} />;
}
