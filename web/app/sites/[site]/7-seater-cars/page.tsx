import type { Metadata } from 'next';
import { loadSite } from '@/server/content/site';
import { SearchPage } from '@/search/SearchPage';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** §2: the predefined 7-seater search, titled '7 Seater Cars for Sale in {city}, {state}'. */
async function title(slug: string): Promise<string> {
  const site = await loadSite(slug, false);
  const primary = site?.config.locations.find((location) => location.primary) ?? site?.config.locations[0];
  const city = site?.config.override_city ?? primary?.address.city ?? '';
  const rawState = primary?.address.state ?? site?.config.state ?? '';
  // State codes read in capitals (NSW, QLD, TX); region names as written (Auckland).
  const state = rawState.length <= 3 ? rawState.toUpperCase() : rawState;
  return `7 Seater Cars for Sale in ${city}, ${state}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: await title((await params).site) };
}

export default async function SevenSeaters({ params, searchParams }: Props) {
  const { site } = await params;
  const heading = await title(site);
  return <SearchPage siteSlug={site} searchParams={await searchParams} route={{ path: '/7-seater-cars', fixed: { seats: ['7'] } }} heading={() => heading} />;
}
