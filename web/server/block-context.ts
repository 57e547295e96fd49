import 'server-only';
import type { BlockContext } from '@dealer/blocks';
import type { LoadedSite } from './content/site';
import { stockService } from './stock/service';

/** What every block rendered for a request sees: its site, the request's clock, and the site's stock search. */
export function blockContextFor(site: LoadedSite, preview: boolean): BlockContext {
  return {
    site: site.config,
    locale: site.locale,
    preview,
    now: new Date(),
    searchStock: async (params, indexName) => (await stockService()).searchOne(site.config, params, indexName),
  };
}
