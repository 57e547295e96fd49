import { distanceKm, type GeoPoint } from './distance';

/** What a dealership location needs here: §3 Location address lat and long (tenants' SiteLocation, the Studio's location). */
export interface Locatable {
  address: { lat: number; long: number };
}

/**
 * The location nearest to `point`, to preselect a shopper's preferred dealership from their
 * postcode (§3 lead form, §5 dealership select); the first listed wins a tie, so a site's order
 * (its primary location first) decides between equals. Null when there are none. The caller passes
 * the locations the select offers (§5: filtered by make and location type).
 */
export function nearestLocation<L extends Locatable>(point: GeoPoint, locations: readonly L[]): L | null {
  let nearest: L | null = null;
  let nearestKm = Infinity;
  for (const location of locations) {
    const km = distanceKm(point, { lat: location.address.lat, lng: location.address.long });
    if (km < nearestKm) {
      nearest = location;
      nearestKm = km;
    }
  }
  return nearest;
}
