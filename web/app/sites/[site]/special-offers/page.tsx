import { SearchPage } from '@/search/SearchPage';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata = { title: 'Special offers' };

/** §2 /special-offers: cars with a reduced price. */
export default async function SpecialOffers({ params, searchParams }: Props) {
  return (
    <SearchPage
      siteSlug={(await params).site}
      searchParams={await searchParams}
      route={{ path: '/special-offers', fixed: {} }}
      heading={() => 'Special offers'}
      filters="offer_price > 10"
    />
  );
}
