import { z } from 'zod';
import { MAX_LINKED_QUERY_PARAMS, MAX_VISITED_PAGES, type LeadAttributes } from './lead-attribute-limits';

/**
 * §7 trade-in lead creation: besides the form's fields, `url` (the page the lead was sent from),
 * source `Website`, `user_agent`, and `lead_attributes` with `visited_pages` (the pages this shopper
 * opened in this visit, oldest first) and `linked_query_params` (the query of the link they came
 * in on: a campaign's utm_source, a gclid). The browser keeps them (web/shopper/visited-pages.ts);
 * the API bounds them, since they are the shopper's to send.
 */
const MAX_PATH_CHARS = 512;
const MAX_URL_CHARS = 2048;

export const leadAttributesSchema: z.ZodType<LeadAttributes, unknown> = z.strictObject({
  visited_pages: z.array(z.string().max(MAX_PATH_CHARS)).max(MAX_VISITED_PAGES).default([]),
  linked_query_params: z
    .record(z.string().min(1).max(100), z.string().max(500))
    .refine((params) => Object.keys(params).length <= MAX_LINKED_QUERY_PARAMS, `At most ${MAX_LINKED_QUERY_PARAMS} query parameters.`)
    .default({}),
});

/** What a lead form adds to its body for §7's creation call. */
export const leadContextFields = {
  url: z.string().max(MAX_URL_CHARS).optional(),
  lead_attributes: leadAttributesSchema.optional(),
};

/** §7 creation's `source`: every lead of this platform comes from the dealer's website. */
export const LEAD_SOURCE = 'Website';
const MAX_USER_AGENT_CHARS = 512;

/**
 * The lead's extra values for §7's creation fields: source, the page, the browser's user agent
 * (from the request, never the body), the visited pages and the linked query (as `a=1&b=2`).
 */
export function leadContextExtra(body: { url?: string; lead_attributes?: LeadAttributes }, userAgent: string | null): Record<string, string | string[]> {
  const extra: Record<string, string | string[]> = { source: LEAD_SOURCE };
  if (body.url) extra.url = body.url;
  if (userAgent) extra.user_agent = userAgent.slice(0, MAX_USER_AGENT_CHARS);
  const attributes = body.lead_attributes;
  if (attributes && attributes.visited_pages.length > 0) extra.visited_pages = attributes.visited_pages;
  if (attributes && Object.keys(attributes.linked_query_params).length > 0) extra.linked_query_params = new URLSearchParams(attributes.linked_query_params).toString();
  return extra;
}
