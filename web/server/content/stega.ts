import type { FilterDefault, StegaConfig } from '@sanity/client';

/**
 * The fields whose text an editor reads on the page and may click to edit (README "Click-to-edit
 * in Presentation"). An allowlist, not Sanity's default denylist: block data is parsed by zod
 * (enums such as tone, style, display, category), and a stega-marked enum value would fail the
 * parse and swap the block for a placeholder.
 */
const PROSE_FIELDS: ReadonlySet<string> = new Set([
  'heading', 'title', 'subtitle', 'text', 'description', 'intro', 'label', 'question', 'answer', 'name', 'excerpt', 'successMessage', 'terms',
]);

/**
 * Document types whose own top-level fields name the page in <title>, meta tags and Open Graph (a
 * page's and a post's title, a post's excerpt, a location's name): marks there would reach <head>.
 * Their text inside blocks, bodies and items is still marked.
 */
const NAMES_ITS_PAGE: ReadonlySet<string> = new Set(['page', 'post', 'legalPage', 'location', 'siteSettings']);

/**
 * Which strings of a preview query get the invisible edit marks: prose fields only, and not the
 * top-level fields of documents that name their page. Sanity's default rules still apply on top
 * (dates, URLs, `seo`/`meta` paths, keys starting with `_`).
 */
export const previewStegaFilter: FilterDefault = (props) => {
  const { sourcePath, sourceDocument } = props;
  const field = sourcePath.at(-1);
  if (typeof field !== 'string' || !PROSE_FIELDS.has(field)) return false;
  if (sourcePath.length < 2 && NAMES_ITS_PAGE.has(sourceDocument._type)) return false;
  return props.filterDefault(props);
};

/**
 * Stega for a site's preview reads: each marked string carries the document and field behind it,
 * and the Presentation overlay (web/preview/PreviewEditing.tsx) turns a click into "open this field".
 * The workspace is the site's slug (studio/sanity.config.ts names each workspace after its site).
 */
export function previewStega(site: string, studioOrigin: string): StegaConfig & Required<Pick<StegaConfig, 'enabled' | 'studioUrl' | 'filter'>> {
  return {
    enabled: true,
    studioUrl: () => ({ baseUrl: `${studioOrigin}/studio`, workspace: site, tool: 'presentation' }),
    filter: previewStegaFilter,
  };
}
