import {
  OFFER_ACCEPTED_SUBCATEGORY, TRADE_IN_CATEGORY, TRADE_IN_ENQUIRY_SUBCATEGORY, TRADE_IN_TRACKING_EVENTS, createLeadFormSchema, leadContextExtra, leadContextFields, leadFormMessages,
  postcodeMarket,
} from '@dealer/leads';
import { acceptValuation, deliveryChannelsFor, findValuation, lookupPostcode, tradeInLeadExtra, type EnquiryRecord } from '@dealer/leads/server';
import { z } from 'zod';
import { requireCaptcha, withCaptchaField } from '@/server/captcha/require-captcha';
import type { LoadedSite } from '@/server/content/site';
import { database } from '@/server/db/database';
import { invalidFields, problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { listedCar } from '@/server/stock/cars-by-id';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { unknownValuation } from '@/server/trade-in/refusals';
import { valuationTool } from '@/server/trade-in/valuation-tool';

const MAX_BODY_BYTES = 4 * 1024;

/** A car id as the search index writes it (what /cars/trade-in?car_id= carries). */
const CAR_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * §3 "Lead form fields" with the site's §5 postcode rule and messages, the captcha widget's field
 * (§5), and the car the shopper came from (§2 /cars/trade-in?car_id=; §7 creation's car_id).
 */
const leadFormBody = (site: LoadedSite) =>
  withCaptchaField(
    createLeadFormSchema(postcodeMarket(site.config), leadFormMessages(site.locale.t)).extend({
      car_id: z.string().regex(CAR_ID, site.locale.t('valuation.error.carNotListed')).optional(),
      // §7 creation: the page, and the visit's pages and linked query (leads/contract/lead-attributes.ts).
      ...leadContextFields,
    }),
  );

/**
 * POST /api/trade-in/{id}/accept (§7 offer acceptance: category, subcategory '3. Offer Accepted',
 * lead_id, offer_accepted; §3 "Lead form fields"): the shopper's first and last name, postcode,
 * mobile and email; §7 creation's `url` and `lead_attributes` (visited pages, the linked query),
 * kept with source `Website` and the request's user agent; and the `car_id` of this site's car they came from, if any (a car the site
 * does not list is a 400: the lead then names that car and its dealership). The postcode must have the §5 shape and be one the lookup knows (§8 'Invalid
 * postcode'). The lead is stored through the enquiry path with its §9 tracking event (18, offer
 * accepted) and its deliveries (README "Lead delivery": the dealer's ADF carries the trade-in),
 * and the valuation is marked accepted with the lead's id: 201 `{lead_id}`. Accepting again
 * answers the same lead (200), never a second one. An offer past its expiry is a 410; a car
 * without an online estimate (§5/§9) becomes a trade-in enquiry for the dealer to value in person.
 * Where the site's captcha is on (§5), the lead needs a valid, unused answer in `altcha`, else a 400
 * naming it (web/server/captcha/require-captcha.ts).
 */
export const POST = siteRoute<ReturnType<typeof leadFormBody>, { id: string }>(
  {
    feature: valuationTool,
    sameOrigin: true,
    rateLimit: 'lead',
    body: { schema: leadFormBody, maxBytes: MAX_BODY_BYTES, example: '{"name", "last_name", "postcode", "phone", "email", "opt_in"}' },
  },
  async ({ request, site, body, params }) => {
    const { config, locale } = site;
    const { db } = await database();
    const valuation = await findValuation(db, config.slug, params.id);
    if (!valuation) return unknownValuation(site);
    // A second accept (a double click, a retry) answers the lead the first one stored.
    if (valuation.status === 'accepted' && valuation.leadId) {
      return Response.json({ lead_id: valuation.leadId, offer_accepted: true }, { status: 200, headers: { 'idempotent-replayed': 'true' } });
    }
    if (!valuation.offer || !valuation.answers) return problem(409, locale.t('valuation.error.notAnswered'));

    const car = body.car_id ? await listedCar(config, body.car_id) : null;
    if (body.car_id && !car) return invalidFields({ car_id: locale.t('valuation.error.carNotListed') });
    const place = await lookupPostcode(postcodeMarket(config), body.postcode);
    if (!place) return invalidFields({ postcode: locale.t('postcode.error.unknown') });

    const now = new Date();
    const offered = valuation.offer.kind === 'offer';
    if (offered && valuation.offerExpiresAt && valuation.offerExpiresAt.getTime() <= now.getTime()) return problem(410, locale.t('valuation.error.expired'));

    const lead: EnquiryRecord = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      // The sentence the shopper read: the offer and how it was reached, or why there is none.
      message: valuation.offer.explanation,
      category: TRADE_IN_CATEGORY,
      subcategory: offered ? OFFER_ACCEPTED_SUBCATEGORY : TRADE_IN_ENQUIRY_SUBCATEGORY,
      optIn: body.opt_in,
      // The car's own yard, in a group; the lead names the car (§7 creation: car_id, car_dealership_id).
      dealershipSlug: car?.dealership_slug ?? config.dealership_slug ?? null,
      carId: car?.id ?? null,
      extra: { last_name: body.last_name, postcode: place.postcode, ...tradeInLeadExtra(valuation), ...leadContextExtra(body, request.headers.get('user-agent')) },
    };
    const options = {
      now,
      trackingEventId: offered ? TRADE_IN_TRACKING_EVENTS.offerAccepted : TRADE_IN_TRACKING_EVENTS.enquiry,
      // The outbox rows commit with the lead; the delivery worker sends them (README "Lead delivery").
      deliveries: deliveryChannelsFor(config, body),
    };
    // §5 captcha: the lead needs a valid, unused answer, taken in the lead's transaction (an accept already answered returned above).
    const accepted = await requireCaptcha(site, body, db, (tx) => acceptValuation(tx, valuation, lead, options));
    if (accepted instanceof Response) return accepted;
    wakeDeliveryWorker();
    return Response.json({ lead_id: accepted.leadId, offer_accepted: offered }, { status: accepted.created ? 201 : 200 });
  },
);
