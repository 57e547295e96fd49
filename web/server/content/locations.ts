import 'server-only';
import { locationDocSchema, type LocationDoc } from '@dealer/schemas';
import { defineQuery } from 'groq';
import { cachedForSite } from './cache';
import { siteContentClient } from './client';

// The fields of `locationProjection` (@dealer/schemas) written out: TypeGen reads only literal queries.
const locationsQuery = defineQuery(`*[_type == "location" && site == $site && visible != false] | order(coalesce(primary, false) desc, name asc){
  _id, id, name, "slug": slug.current, dealership_slug, location_type, primary, visible,
  "imageUrl": image.asset->url, "imageAlt": image.alt, address, phone, landline_phone, opening_hours, special_hours,
  dealer_license_number, motor_vehicle_repairer, reviews
}`);

/**
 * A site's visible locations (§3), primary first, as the location blocks load them: the
 * /contact-us/{location slug} pages and the sitemap read them. A malformed document is left out
 * (CMS input is untrusted) rather than failing the page.
 */
export const loadSiteLocations = cachedForSite('locations', async (site, preview): Promise<LocationDoc[]> => {
  const documents: unknown[] | null = await siteContentClient(site, preview).fetch(locationsQuery, { site });
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((document) => {
    const parsed = locationDocSchema.safeParse(document);
    return parsed.success ? [parsed.data] : [];
  });
});
