import { POSTCODE_MESSAGE_KEYS, isPostcode, normalisePostcode, postcodeMarket } from '@dealer/leads';
import { lookupPostcode } from '@dealer/leads/server';
import { problem } from '@/server/http/problem';
import { siteRoute, type NoBody } from '@/server/http/site-route';
import type { PostcodeAnswer } from '@/lead-form/postcode-lookup';
import { nearestDealership } from './nearest-dealership';

/**
 * The answer is the same for a day: the shipped data changes with a deploy, a site's locations
 * rarely. The URL carries the site's host, so a browser or a shared cache keeps one per site.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /api/postcodes/{postcode} (§3 lead form postcode; §5; §8 'Invalid postcode'; §9 Earth radius;
 * leads/README.md "Postcodes"): where a postcode of the site's market is, from the data shipped in
 * the repo, and the site's dealership location nearest to it, for the lead form to preselect:
 * 200 `{postcode, locality, state, nearest: {slug, name, dealershipSlug, distanceKm} | null}`.
 * A postcode of the wrong shape (not exactly 4 digits, 5 on a US site) is a 400 with the §5
 * message, one the data does not know a 404 'Invalid postcode', each under `errors.postcode` as the
 * form shows it. A lead form asks once per blur: it is limited as search is (per address, in
 * memory), a cheap read that writes nothing, and cacheable, refusals included.
 */
export const GET = siteRoute<NoBody, { postcode: string }>(
  { rateLimit: 'search' },
  async ({ site, params }) => {
    const market = postcodeMarket(site.config);
    const code = normalisePostcode(params.postcode ?? '');
    const cached = { 'cache-control': CACHE_CONTROL };
    if (!isPostcode(market, code)) {
      const message = site.locale.t(POSTCODE_MESSAGE_KEYS.format);
      return problem(400, message, { errors: { postcode: message } }, cached);
    }
    const place = await lookupPostcode(market, code);
    if (!place) {
      const message = site.locale.t(POSTCODE_MESSAGE_KEYS.unknown);
      return problem(404, message, { errors: { postcode: message } }, cached);
    }
    const answer: PostcodeAnswer = { postcode: place.postcode, locality: place.locality, state: place.state, nearest: nearestDealership(site.config, place) };
    return Response.json(answer, { headers: cached });
  },
);
