import { enquiryFieldErrors, postcodeMarket, takesFinanceRequests } from '@dealer/leads';
import { lookupPostcode } from '@dealer/leads/server';
import { requestShopper, signInPath } from '@/server/accounts/current-shopper';
import { requireCaptcha, withCaptchaField } from '@/server/captcha/require-captcha';
import { database } from '@/server/db/database';
import { invalidFields, problem } from '@/server/http/problem';
import { refererPath } from '@/server/http/referer-path';
import { siteRoute } from '@/server/http/site-route';
import { wakeDeliveryWorker } from '@/server/leads/delivery-worker';
import { listedCar } from '@/server/stock/cars-by-id';
import { financeHoneypot, financeRequestRecord, financeRequestSchema, storeFinanceRequest } from '@/finance/finance-request';

const MAX_BODY_BYTES = 16 * 1024;
/** What a browser may send as `Idempotency-Key`: the form sends a UUID per fill. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * POST /api/finance-applications: a finance request from /finance-enquiry, /apply-for-finance,
 * /finance-pre-approval or /personalised/finance (§2; README "Lead delivery"), on a site that has
 * one of them (404 elsewhere). The body (`kind`, the §3 lead fields, the loan, and on an
 * application or pre-approval what a lender needs and the consent) is parsed with the same zod
 * schema as the browser form: a bad one is a 400 problem with `errors: {field: message}` and
 * nothing is stored. Where the site gates finance (§2, §6) a signed-out shopper gets a 401 with
 * `signIn`, the way back to the form. A car that is not this site's, or a postcode the lookup does
 * not know (§8 'Invalid postcode'), is a 400 naming the field. An accepted request is one lead
 * (category Finance, the subcategory naming the request) committed with its §9 tracking event and
 * its deliveries before the 201 `{id}`: the dealer's ADF carries the loan in `<finance>`. No
 * credit check is run. Where the site's captcha is on (§5), a request without a fresh answer is a
 * 400 naming `altcha`. The same `Idempotency-Key` again answers the first lead (200); the same
 * key with a different request is a 422.
 */
export const POST = siteRoute(
  {
    feature: { on: (config) => takesFinanceRequests(config.features), off: 'This site takes no finance requests online.' },
    sameOrigin: true,
    rateLimit: 'lead',
    body: {
      schema: (site) => withCaptchaField(financeRequestSchema(site)),
      maxBytes: MAX_BODY_BYTES,
      example: '{"kind": "application", "name": "...", "last_name": "...", "postcode": "...", "phone": "...", "email": "...", "amount": "...", ...}',
      screen: financeHoneypot,
      fieldErrors: enquiryFieldErrors,
    },
  },
  async ({ request, site, body }) => {
    const { config, locale } = site;
    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) return invalidFields({ 'idempotency-key': 'Idempotency-Key must be 8 to 128 letters, digits, - or _.' });

    // §2, §6: where the site gates finance, a finance request needs a signed-in shopper; signing in brings them back to the form.
    if (config.features.authentication && config.features.gateFinance && !(await requestShopper(config, request))) {
      return problem(401, locale.t('account.error.financeSignIn'), { signIn: signInPath('finance', `${refererPath(request)}#finance-form`) });
    }

    // A request about a car must be about one this site lists (never another site's).
    const car = body.car_id ? await listedCar(config, body.car_id) : null;
    if (body.car_id && !car) return invalidFields({ car_id: locale.t('financeApp.error.carNotListed') });
    const place = await lookupPostcode(postcodeMarket(config), body.postcode);
    if (!place) return invalidFields({ postcode: locale.t('postcode.error.unknown') });

    const { db } = await database();
    // §5: the captcha's answer is taken in the transaction that stores the request (README "Lead delivery").
    const stored = await requireCaptcha(site, body, db, (tx) => storeFinanceRequest(tx, config, key ?? crypto.randomUUID(), financeRequestRecord(body, car, place.postcode), car));
    if (stored instanceof Response) return stored;
    wakeDeliveryWorker();
    if (stored.created) return Response.json({ id: stored.id }, { status: 201 });
    // A replay gets the first answer again (200); the key reused for another request is refused.
    if (stored.sameAsStored) return Response.json({ id: stored.id }, { status: 200, headers: { 'idempotent-replayed': 'true' } });
    return problem(422, 'This Idempotency-Key was already used for a different finance request; send a new key for a new request.');
  },
);
