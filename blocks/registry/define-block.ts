import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { IndexName, SearchParams, SearchResponse } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import type { ObjectDefinition } from '@sanity/types';
import type { EditAttribute, EditDocument, EditList } from './edit-attribute';
import type { BlockPreview } from './thumbnail';

/** What every block renderer may read besides its own data. */
export interface BlockContext {
  site: SiteConfig;
  locale: LocaleFormatter;
  /** Draft/preview mode: editors see placeholders for blocks that cannot render. */
  preview: boolean;
  /** The request's clock, so time rules (sold window, new tag, promo windows) agree across a page. */
  now: Date;
  /**
   * The site's stock search (the primary index by default, or a sort replica from `indices`), with
   * the site's mandatory filters (its dealerships, the sold window, its visibility rules) already
   * applied by the web app.
   */
  searchStock(params: SearchParams, indexName?: IndexName): Promise<SearchResponse>;
  /**
   * The location a page is about (§2 /contact-us/{location slug}), if any: its enquiry forms are
   * preset to that location and its dealership.
   */
  location?: { slug: string; dealershipSlug?: string | null };
  /**
   * Preview only: the document whose `blocks` are rendered, so Presentation can edit and reorder
   * them (README "Drag and drop in the preview"). Never set for shoppers.
   */
  editDocument?: EditDocument;
  /**
   * Preview only: the `data-sanity` value for a part of this block, by its path below the block
   * (`context.editAttribute?.('image')`, `context.editAttribute?.(['items', {_key}])`). Undefined for
   * shoppers, so `data-sanity={context.editAttribute?.(...)}` renders nothing for them.
   */
  editAttribute?: EditAttribute;
  /**
   * Preview only: where a keyed array field of this block lives, so its items follow Presentation's
   * order while an editor drags them (`<Ordered list={context.editList?.('items')} items={…} />`).
   */
  editList?: (field: string) => EditList;
}

/**
 * One block type: its Sanity schema, the GROQ projection that loads it, the parser for what the
 * projection returns, the server component that renders it, and its Studio preview. Leaving any
 * of these out is a type error in the manifest (blocks/index.ts).
 */
export interface BlockDefinition<TType extends string = string, TData = unknown, TParser extends z.ZodType = z.ZodType<TData>> {
  type: TType;
  schema: ObjectDefinition & { name: TType; title: string };
  /** GROQ projection body for this block, evaluated inside `blocks[]{...}`. */
  projection: string;
  /**
   * Parses the projected data; CMS content is untrusted input. Its input type is checked against
   * the type TypeGen generates for the projection (content-types-check.ts).
   */
  data: TParser;
  Component: (props: { data: TData; context: BlockContext }) => ReactNode | Promise<ReactNode>;
  /**
   * What editors see before inserting the block: a wireframe thumbnail, a one-line description
   * and the Studio insert-menu group (the folder's `preview.ts`, built with `definePreview`).
   */
  preview: BlockPreview;
}

export function defineBlock<const TType extends string, TParser extends z.ZodType>(
  definition: BlockDefinition<TType, z.output<TParser>, TParser>,
): BlockDefinition<TType, z.output<TParser>, TParser> {
  return definition;
}
