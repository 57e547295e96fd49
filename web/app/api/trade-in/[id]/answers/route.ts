import { z } from 'zod';
import { createAdjustmentAnswersSchema, valuationErrorMessages } from '@dealer/leads';
import { findValuation, recordValuationAnswers, requestTradeInOffer } from '@dealer/leads/server';
import type { LoadedSite } from '@/server/content/site';
import { database } from '@/server/db/database';
import { problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { tradeInProvider } from '@/server/trade-in/provider';
import { providerUnavailable, unknownValuation } from '@/server/trade-in/refusals';
import { valuationTool } from '@/server/trade-in/valuation-tool';

const MAX_BODY_BYTES = 2 * 1024;

/** An answer's message under its own name (`odometerKm`), as the form shows it beside the question. */
function answerFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path[0] === 'adjustmentAnswers' ? issue.path.slice(1) : issue.path;
    errors[path.length ? path.map(String).join('.') : 'form'] ??= issue.message;
  }
  return errors;
}

/** §7's body; a missing adjustmentAnswers reads as no answers, so each question's own message is listed. */
const answersBody = (site: LoadedSite) => z.object({ adjustmentAnswers: z.preprocess((value) => value ?? {}, createAdjustmentAnswersSchema(valuationErrorMessages(site.locale.t))) });

/**
 * PUT /api/trade-in/{id}/answers (§7 "valuation adjustment answers": id, adjustmentAnswers;
 * leads/valuation/README.md "The offer"): the six answers about the car of this site's valuation
 * `{id}`, valued by the provider under the §5/§9 rule: 200 `{offer}`, the TradeInOfferJson (an
 * offer with its price, sentence and expiry, or no online estimate for a car over 7 years or
 * 100,000 km). Every missing or invalid answer is listed at once (400 `errors`); another site's
 * id is a 404; answering again values again until the offer is accepted (then a 409).
 */
export const PUT = siteRoute<ReturnType<typeof answersBody>, { id: string }>(
  {
    feature: valuationTool,
    sameOrigin: true,
    rateLimit: 'lead',
    body: {
      schema: answersBody,
      maxBytes: MAX_BODY_BYTES,
      example: '{"adjustmentAnswers": {"odometerKm", "condition", "accidentDamage", "financeOwing", "serviceHistory", "keys"}}',
      fieldErrors: answerFieldErrors,
    },
  },
  async ({ request, site, body, params }) => {
    const { db } = await database();
    const valuation = await findValuation(db, site.config.slug, params.id);
    if (!valuation) return unknownValuation(site);
    if (valuation.status === 'accepted') return problem(409, 'This offer has already been accepted; the dealer will be in touch.');

    const now = new Date();
    const offer = await requestTradeInOffer(tradeInProvider(site.config), valuation.vehicle, body.adjustmentAnswers, { now, format: site.locale, signal: request.signal });
    if (offer.kind === 'unavailable') return providerUnavailable(site, offer);
    const recorded = await recordValuationAnswers(db, site.config.slug, valuation.id, body.adjustmentAnswers, offer, now);
    // Accepted meanwhile (another tab): the accepted offer stands.
    if (!recorded) return problem(409, 'This offer has already been accepted; the dealer will be in touch.');
    return Response.json({ offer });
  },
);
