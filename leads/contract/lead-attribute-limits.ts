/**
 * The bounds of §7's `lead_attributes` (lead-attributes.ts), apart from its zod schema so the
 * browser's recorder on every page (web/shopper/visited-pages.ts) takes the numbers without zod.
 */
export const MAX_VISITED_PAGES = 20;
export const MAX_LINKED_QUERY_PARAMS = 20;

/** §7 `lead_attributes`: the pages of this visit, oldest first, and the query of the link it came in on. */
export interface LeadAttributes {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}
