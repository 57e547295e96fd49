import { publishedIdOf, sameDocument } from './document-family';
import type { ValidatorContext } from './validator-context';

/**
 * Sanity's slug check is dataset-wide, but every dealer site has its own "home", "service" and
 * "contact": a slug only has to be unique among the same site's documents of the same type.
 * Used as the slug field's `options.isUnique`. The document's own draft, published copy and
 * release versions do not count as clashes.
 */
export async function isSlugUniqueInSite(slug: string, context: ValidatorContext): Promise<boolean> {
  const document = context.document;
  if (!document?._id || !document._type || !context.getClient) return true;
  const published = publishedIdOf(document._id);
  const clashes = await context.getClient({ apiVersion: '2025-02-19' }).fetch<number>(
    `count(*[_type == $type && site == $site && slug.current == $slug && !${sameDocument}])`,
    { type: document._type, site: typeof document.site === 'string' ? document.site : null, slug, published, draft: `drafts.${published}` },
    { perspective: 'raw' },
  );
  return clashes === 0;
}

/** Slug field options: unique within the site. */
export const siteSlugOptions = { isUnique: isSlugUniqueInSite };
