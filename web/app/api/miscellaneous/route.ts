import { findValuation } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';
import { z } from 'zod';
import { database } from '@/server/db/database';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { unknownValuation } from '@/server/trade-in/refusals';
import { valuationTool } from '@/server/trade-in/valuation-tool';

const MAX_BODY_BYTES = 8 * 1024;
/** §7: the one column this call saves. */
const VALUATION_COLUMN = 'valuation';

/** The sites that make the §7 call: the valuation tool on and `features.saveValuation`. */
const savesValuations = {
  on: (config: SiteConfig): boolean => valuationTool.on(config) && config.features.saveValuation,
  off: 'This site does not save valuations.',
};

/**
 * §7's body: "valuation result plus column_name valuation". Of the result only its id is read: the
 * rest (the car, the answers, the offer) is the browser's copy of what the trade-in API already
 * holds, never trusted for a price.
 */
const saveBody = z.looseObject({
  column_name: z.literal(VALUATION_COLUMN, { error: `Only the valuation can be saved here: send column_name "${VALUATION_COLUMN}".` }),
  // findValuation parses it: a malformed id is an unknown one (404).
  id: z.string({ error: 'Send the valuation\'s id.' }).max(100, 'Send the valuation\'s id.'),
});

/**
 * POST /api/miscellaneous (§7 "with body of valuation result plus column_name valuation (some
 * sites)"; the browser logs the answer, §8 'Failed to save valuation data' on a refusal): the
 * shopper's trade-in valuation saved against the site. The valuation is the trade-in API's row in
 * `trade_in_valuations` (leads/valuation/README.md "The API"), which PUT /api/trade-in/{id}/answers
 * wrote with the offer: this call checks that the id names a valuation of this site with an offer
 * (or a no-online-estimate answer) and answers 200 `{saved: true, id, column_name}`, storing
 * nothing twice and trusting none of the browser's figures. Another site's, an unknown or a
 * malformed id is a 404; a valuation not yet answered a 409. Only where the site's valuation tool
 * is on and it asks for the call (`features.saveValuation`); same-origin writes, rate-limited as
 * leads, sized body.
 */
export const POST = siteRoute(
  {
    feature: savesValuations,
    sameOrigin: true,
    rateLimit: 'lead',
    body: { schema: saveBody, maxBytes: MAX_BODY_BYTES, example: '{"column_name": "valuation", "id": "...", "vehicle": {...}, "offer": {...}}' },
  },
  async ({ site, body }) => {
    const { db } = await database();
    const valuation = await findValuation(db, site.config.slug, body.id);
    if (!valuation) return unknownValuation(site);
    if (!valuation.offer) return problem(409, site.locale.t('valuation.error.notAnswered'));
    return Response.json({ saved: true, id: valuation.id, column_name: VALUATION_COLUMN });
  },
);
