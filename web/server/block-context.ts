import 'server-only';
import type { BlockContext } from '@dealer/blocks';
import { unstable_cache } from 'next/cache';
import type { LoadedSite } from './content/site';
import { studioOrigin } from './http/security-headers';
import { stockService } from './stock/service';
import { stockTag } from './stock/tags';

/** The CMS document whose blocks a page renders: its `_id` and `_type`. */
export interface RenderedDocument {
  _id: string;
  _type: string;
}

/**
 * What every block rendered for a request sees: its site, the request's clock, and the site's stock
 * search. The search is tagged stock:{site}, so a cached page that shows stock expires with the
 * site's next stock import (and within a minute regardless, for the sold window). In preview, the
 * document being rendered and its Studio, so blocks can be clicked and dragged in Presentation
 * (README "Drag and drop in the preview"); shoppers' contexts never carry it.
 */
export function blockContextFor(site: LoadedSite, preview: boolean, document?: RenderedDocument): BlockContext {
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
    // The Studio serves one workspace per site, named by its slug (studio/sanity.config.ts).
    ...(preview && document ? { editDocument: { id: document._id, type: document._type, studioUrl: `${studioOrigin()}/studio`, workspace: slug } } : {}),
  };
}
