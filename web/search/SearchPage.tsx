import { DEFAULT_HITS_PER_PAGE, parseSearchParams, parseSearchPath, type SearchRoute } from '@dealer/stock';
import { clientLocale } from '@dealer/tenants';
import { draftMode } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { loadPromos } from '../server/content/promos';
import { loadSite } from '../server/content/site';
import { resolveSearchRoute } from '../server/stock/resolve-search-route';
import { browserSearchBackend } from '../server/stock/search-backend';
import { stockService } from '../server/stock/service';
import { DeferredSearchExperience } from './ui/DeferredSearchExperience';
import { searchClientMessagePrefixes } from './client-messages';


interface Props {
  siteSlug: string;
  /** The page's query string (Next's searchParams). */
  searchParams: Record<string, string | string[] | undefined>;
  /** Path segments after /search, or a ready-made route for special pages. */
  segments?: string[];
  route?: SearchRoute;
  heading?: (names: { type: string }) => string;
  filters?: string;
}

function toUrlSearchParams(params: Props['searchParams']): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const item of [value ?? []].flat()) result.append(key, item);
  return result;
}

/** The request's clock, read once per page so server and browser apply time rules alike. */
const requestTime = () => Date.now();

/**
 * A stock search page: resolves the route's make/model/body slugs and draws the search island, whose
 * first page of results InstantSearch searches and draws on the server (README "Page speed").
 */
export async function SearchPage({ siteSlug, searchParams, segments = [], route: given, heading, filters }: Props) {
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  const parsed = given ?? parseSearchPath(segments);
  if (!site || !parsed) notFound();
  const route = await resolveSearchRoute(site.config, parsed);
  if (!route) notFound();
  // §2 one body-slug rule: an old spelling (/search/peoplemover-cars) moves for good (308), query kept.
  if (route.permanentRedirect) {
    const query = toUrlSearchParams(searchParams).toString();
    permanentRedirect(query ? `${route.permanentRedirect}?${query}` : route.permanentRedirect);
  }
  const promos = await loadPromos(siteSlug, preview);
  // The service exists before the island renders: its server-side searches run in this process (search-client.ts).
  const backend = browserSearchBackend(site.config, (await stockService()).backend);
  const initialRoute = parseSearchParams(toUrlSearchParams(searchParams));
  const now = requestTime();
  return (
    <DeferredSearchExperience
      site={site.config}
      locale={clientLocale(site.locale, searchClientMessagePrefixes)}
      heading={heading ? heading({ type: route.title }) : route.title}
      path={route.path}
      initialRoute={initialRoute}
      fixed={route.fixed}
      filters={filters}
      hitsPerPage={DEFAULT_HITS_PER_PAGE}
      promos={promos}
      backend={backend}
      now={now}
    />
  );
}
