import 'server-only';
import type { BlockContext } from '@dealer/blocks';
import { unstable_cache } from 'next/cache';
import type { LoadedSite } from './content/site';
import { stockService } from './stock/service';
import { stockTag } from './stock/tags';

/**
 * What every block rendered for a request sees: its site, the request's clock, and the site's stock
 * search. The search is tagged stock:{site}, so a cached page that shows stock expires with the
 * site's next stock import (and within a minute regardless, for the sold window).
 */
export function blockContextFor(site: LoadedSite, preview: boolean): BlockContext {
  const slug = site.config.slug;
  const search: BlockContext['searchStock'] = async (params, indexName) => (await stockService()).searchOne(site.config, params, indexName);
  return {
    site: site.config,
    locale: site.locale,
    preview,
    now: new Date(),
    searchStock: preview
      ? search
      : (params, indexName) => unstable_cache(() => search(params, indexName), ['stock-block', slug, JSON.stringify([params, indexName])], { tags: [stockTag(slug)], revalidate: 60 })(),
  };
}
