/**
 * The offline map: no tiles, only the locations' positions relative to each other. An
 * equirectangular projection (longitude scaled by the cosine of the middle latitude, so distances
 * look right locally) fitted into the view box with padding, keeping the aspect ratio.
 */
export interface MapViewBox {
  width: number;
  height: number;
  padding: number;
}

export const MAP_VIEW_BOX: MapViewBox = { width: 800, height: 400, padding: 60 };

export function projectPoints(points: readonly { lat: number; long: number }[], box: MapViewBox = MAP_VIEW_BOX): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const midLat = (Math.min(...points.map((p) => p.lat)) + Math.max(...points.map((p) => p.lat))) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const raw = points.map((p) => ({ x: p.long * k, y: -p.lat }));
  const minX = Math.min(...raw.map((p) => p.x));
  const maxX = Math.max(...raw.map((p) => p.x));
  const minY = Math.min(...raw.map((p) => p.y));
  const maxY = Math.max(...raw.map((p) => p.y));
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const s = Number.isFinite(scale) ? scale : 0; // one point (or all at one place): the centre
  const offsetX = box.padding + (innerW - spanX * s) / 2;
  const offsetY = box.padding + (innerH - spanY * s) / 2;
  return raw.map((p) => ({ x: round(offsetX + (p.x - minX) * s), y: round(offsetY + (p.y - minY) * s) }));
}

const round = (value: number) => Math.round(value * 10) / 10;

export interface MapPin<T> {
  x: number;
  y: number;
  items: T[];
}

/** Locations closer than `radius` view-box units share one pin, so labels do not pile up. */
export function groupPins<T>(points: readonly { x: number; y: number; item: T }[], radius = 18): MapPin<T>[] {
  const pins: MapPin<T>[] = [];
  for (const point of points) {
    const near = pins.find((pin) => Math.hypot(pin.x - point.x, pin.y - point.y) < radius);
    if (near) near.items.push(point.item);
    else pins.push({ x: point.x, y: point.y, items: [point.item] });
  }
  return pins;
}
