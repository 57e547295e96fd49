import { HONEYPOT_FIELD, createEnquirySchema, enquiryErrorMessages, enquiryFieldErrors, enquiryRulesFor, enquiryTrackingEvent, type EnquiryValues } from '@dealer/leads';
import { deliveryChannelsFor, storeEnquiry, type EnquiryRecord } from '@dealer/leads/server';
import { requestShopper, signInPath } from '@/server/accounts/current-shopper';
import { requireCaptcha, withCaptchaField } from '@/server/captcha/require-captcha';
import { database } from '@/server/db/database';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { invalidFields, problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { refererPath } from '@/server/http/referer-path';
import { stockService } from '@/server/stock/service';

const MAX_BODY_BYTES = 16 * 1024;
/** The enquiry type of a finance application (the finance page's form, §2 #finance-form). */
const FINANCE_CATEGORY = 'Finance';
/** What a browser may send as `Idempotency-Key`: the form sends a UUID per fill. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** A filled honeypot is a bot: answered like a stored lead (so it learns nothing), never stored or sent. */
function honeypot(value: unknown): Response | null {
  const fields = value as Record<string, unknown> | null;
  const filled = fields && typeof fields === 'object' && typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '';
  return filled ? Response.json({ id: crypto.randomUUID() }, { status: 201 }) : null;
}

/**
 * POST /api/enquiries: the enquiry form (§3 values, §5 rules, §7 "server submit of form values").
 * The site comes only from the Host header, so one site can never write another's lead. The body is
 * parsed with the same zod schema as the browser form; a bad one gets a 400 problem with
 * `errors: {field: message}` and nothing is stored. An accepted lead is committed (with its §9
 * tracking event) before the 201 `{id}`; the same `Idempotency-Key` again returns the first lead's
 * id (200) and stores nothing, and the same key with a different lead is a 422. Where the site's
 * captcha is on (§5), a new lead needs a valid, unused answer in `altcha`, else a 400 naming it
 * (web/server/captcha/require-captcha.ts); the honeypot answers first.
 */
export const POST = siteRoute(
  {
    rateLimit: 'lead',
    body: {
      // The captcha widget's field rides along (§5; web/server/captcha/require-captcha.ts).
      schema: (site) => withCaptchaField(createEnquirySchema(enquiryRulesFor(site.config), enquiryErrorMessages(site.locale.t))),
      maxBytes: MAX_BODY_BYTES,
      example: '{"name": "...", "email": "...", ...}',
      screen: honeypot,
      fieldErrors: enquiryFieldErrors,
    },
  },
  async ({ request, site, body }) => {
    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) return invalidFields({ 'idempotency-key': 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' });

    // §2, §6: where the site gates finance, a finance application needs a signed-in shopper.
    if (body.category === FINANCE_CATEGORY && site.config.features.authentication && site.config.features.gateFinance && !(await requestShopper(site.config, request))) {
      // The sign-in page brings the shopper back to the form they were filling in.
      return problem(401, site.locale.t('account.error.financeSignIn'), { signIn: signInPath('finance', refererPath(request)) });
    }

    // A lead about a car must be about one this site lists (never another site's), and its tag decides the §9 event.
    let car: { tag: string | null } | undefined;
    if (body.car_id) {
      const found = await (await stockService()).searchOne(site.config, { filters: `objectID:${JSON.stringify(body.car_id)}`, hitsPerPage: 1 });
      const hit = found.hits[0] as { tag?: string | null } | undefined;
      if (!hit) return invalidFields({ car_id: 'This car is not listed on this site.' });
      car = { tag: hit.tag ?? null };
    }
    const { db } = await database();
    // §5 captcha: a new lead needs a valid, unused answer, taken in the lead's transaction; a replay of a stored key does not.
    const stored = await requireCaptcha(site, body, db, (tx) =>
      storeEnquiry(tx, site.config.slug, key ?? crypto.randomUUID(), toRecord(body), {
        trackingEventId: enquiryTrackingEvent(body, car),
        // The outbox rows commit with the lead; the delivery worker sends them (README "Lead delivery").
        deliveries: deliveryChannelsFor(site.config, body),
      }),
    );
    if (stored instanceof Response) return stored;
    wakeDeliveryWorker();
    if (stored.created) return Response.json({ id: stored.id }, { status: 201 });
    // A replay gets the first answer again (200, as Stripe does); the key reused for another lead is refused.
    if (stored.sameAsStored) return Response.json({ id: stored.id }, { status: 200, headers: { 'idempotent-replayed': 'true' } });
    return problem(422, 'This Idempotency-Key was already used for a different enquiry; send a new key for a new enquiry.');
  },
);

function toRecord(values: EnquiryValues & { altcha?: unknown }): EnquiryRecord {
  const { altcha: _captcha, name, email, phone, message, category, subcategory, opt_in, dealership_slug, location, page_id, car_id, additional_services, ...rest } = values;
  const extra: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(rest)) if (value !== undefined) extra[field] = value;
  if (additional_services) extra.additional_services = additional_services;
  return {
    name, email, phone, message, category, subcategory, optIn: opt_in,
    dealershipSlug: dealership_slug, location, pageId: page_id, carId: car_id, extra,
  };
}
