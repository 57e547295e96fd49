import 'server-only';
import { parsePromos, promoProjection, type Promo } from '@dealer/schemas';
import { defineQuery } from 'groq';
import { cachedForSite } from './cache';
import { siteContentClient } from './client';

const promosQuery = defineQuery(`*[_type == "promo" && site == $site]{${promoProjection}}`);

/** A site's promo cards (§3 promo nodes); the window is checked when they are placed, against the request's clock. */
export const loadPromos = cachedForSite('promos', async (site, preview): Promise<Promo[]> => {
  const { promos, problems } = parsePromos(await siteContentClient(site, preview).fetch(promosQuery, { site }));
  if (problems.length) console.warn(`[content] ${site}: promos skipped: ${problems.join('; ')}`);
  return promos;
});
