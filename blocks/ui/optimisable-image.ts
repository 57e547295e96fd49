/**
 * Whether next/image may resize and re-encode a picture: the app's own generated demo pictures
 * (/car-images/…, any version and width query) and images uploaded to the local lake
 * (/cms-images/…, streamed from the lake on the site's own host). SVG stays as it is (the optimiser
 * refuses it, rightly), and so does any absolute URL: no remote loader is configured, and nothing
 * is fetched from a CDN at run time.
 */
export function isOptimisableImage(src: string): boolean {
  return /^\/car-images\/[a-z-]+\/[a-z-]+\.png(\?[a-z0-9=&]*)?$/i.test(src) || /^\/cms-images\/[^?#]+\.(png|jpe?g|gif|webp)$/i.test(src);
}
