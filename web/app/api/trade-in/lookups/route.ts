import { createVehicleLookupSchema, valuationErrorMessages, valuationMarket } from '@dealer/leads';
import { sameLookup, startValuation, valuationByKey } from '@dealer/leads/server';
import { database } from '@/server/db/database';
import { invalidFields, problem } from '@/server/http/problem';
import { siteRoute } from '@/server/http/site-route';
import { tradeInProvider } from '@/server/trade-in/provider';
import { providerUnavailable } from '@/server/trade-in/refusals';
import { valuationTool } from '@/server/trade-in/valuation-tool';
import { vehicleJson } from '@/server/trade-in/vehicle-json';

const MAX_BODY_BYTES = 1024;
/** What a browser may send as `Idempotency-Key`: the form sends a UUID per lookup. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * POST /api/trade-in/lookups (§7 rego lookup; leads/valuation/README.md): `{rego, regoState}` on an
 * AU site, `{rego}` on an NZ site, `{vin}` on a US site, with an `Idempotency-Key`. The provider
 * identifies the car and the valuation is stored: 201 `{id, vehicle}` for the shopper to confirm.
 * A plate the register does not know is a 404 problem the form shows beside the plate; a provider
 * that is down or slower than 5 s is a 503 with Retry-After that offers the enquiry instead. The
 * same key again answers the first valuation (200) without asking the provider; the same key
 * for another plate is a 422 (README "Holding under abuse").
 */
export const POST = siteRoute(
  {
    feature: valuationTool,
    sameOrigin: true,
    rateLimit: 'lead',
    body: {
      schema: (site) => createVehicleLookupSchema(valuationMarket(site.config), valuationErrorMessages(site.locale.t)),
      maxBytes: MAX_BODY_BYTES,
      example: '{"rego": "ABC123", "regoState": "QLD"} (a VIN on a US site: {"vin": "..."})',
    },
  },
  async ({ request, site, body }) => {
    const key = request.headers.get('idempotency-key');
    if (!key || !IDEMPOTENCY_KEY.test(key)) return invalidFields({ 'idempotency-key': 'Send an Idempotency-Key of 8 to 128 letters, digits, - or _.' });
    const { db } = await database();
    const replay = await valuationByKey(db, site.config.slug, key);
    if (replay) {
      if (!sameLookup(replay.lookup, body)) return problem(422, 'This Idempotency-Key was already used for another car; send a new key for a new lookup.');
      return Response.json({ id: replay.id, vehicle: vehicleJson(replay.vehicle) }, { status: 200, headers: { 'idempotent-replayed': 'true' } });
    }

    const found = await tradeInProvider(site.config).lookup(body, { signal: request.signal });
    if (found.kind === 'unavailable') return providerUnavailable(site, found);
    if (found.kind === 'not-found') {
      const message = site.locale.t('valuation.error.notFound');
      return problem(404, message, { errors: { ['vin' in body ? 'vin' : 'rego']: message } });
    }
    const started = await startValuation(db, { site: site.config.slug, idempotencyKey: key, lookup: body, vehicle: found.vehicle });
    return Response.json({ id: started.valuation.id, vehicle: vehicleJson(started.valuation.vehicle) }, { status: started.created ? 201 : 200 });
  },
);
