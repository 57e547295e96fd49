/** A point in decimal degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** §9: the Earth's mean radius. */
const EARTH_RADIUS_KM = 6371;

/** The great-circle distance between two points in km, by the haversine formula on a sphere of §9's radius. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
