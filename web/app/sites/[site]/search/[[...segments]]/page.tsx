import { SearchPage } from '@/search/SearchPage';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ site: string; segments?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata = { title: 'Search stock' };

/** §2: /search, /search/{new,demo,used,...}-cars, /search/{make}, /search/{make}/{model}, /search/{body}-cars. */
export default async function Search({ params, searchParams }: Props) {
  const { site, segments } = await params;
  return <SearchPage siteSlug={site} segments={segments ?? []} searchParams={await searchParams} />;
}
