import type { AnyBlockDefinition } from './define-registry';

export { pageQuery } from './page-query.generated';

/**
 * The projection of a `blocks` array: each block type contributes its own fields through a
 * conditional projection, so one GROQ query loads a whole page with exactly the fields its blocks
 * need. Unknown block types still come back with `_type` and `_key` for the placeholder.
 */
export function blocksProjection(registry: Record<string, AnyBlockDefinition>): string {
  const branches = Object.values(registry).map(
    (block) => `  _type == ${JSON.stringify(block.type)} => {${block.projection}}`,
  );
  return `{_key, _type,\n${branches.join(',\n')}\n}`;
}

/**
 * The query of a CMS page with every block's fields. Sanity TypeGen types only static query
 * strings, so `npm run typegen` writes this out as `page-query.generated.ts` (the `pageQuery` the
 * web app runs) and a test fails when the two differ.
 */
export function pageQueryFor(registry: Record<string, AnyBlockDefinition>): string {
  return `*[_type == "page" && site == $site && slug.current == $slug][0]{
  _id, title, seo, "blocks": blocks[]${blocksProjection(registry)}
}`;
}
