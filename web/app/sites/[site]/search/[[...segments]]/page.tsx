import { SearchPage } from '../../../../../search/SearchPage';

type Props = { params: Promise<{ site: string; segments?: string[] }> };

export const metadata = { title: 'Search stock' };

/** §2: /search, /search/{new,demo,used,...}-cars, /search/{make}, /search/{make}/{model}, /search/{body}-cars. */
export default async function Search({ params }: Props) {
  const { site, segments } = await params;
  return <SearchPage siteSlug={site} segments={segments ?? []} />;
}
