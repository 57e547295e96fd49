/**
 * §2 /contact-us/{location slug}: a location's own contact page. One place builds the path, so the
 * card's Contact Us link, the sitemap and the route agree.
 */
export const CONTACT_US_PATH = '/contact-us';

export const contactUsPath = (locationSlug: string) => `${CONTACT_US_PATH}/${encodeURIComponent(locationSlug)}`;

/** The location a /contact-us/{slug} address names: a visible one of the site's, matched exactly; else none (the site's 404). */
export function locationBySlug<T extends { slug: string; visible: boolean }>(locations: readonly T[], slug: string): T | undefined {
  return locations.find((location) => location.visible && location.slug === slug);
}

/** The contact pages a site's sitemap lists: /contact-us, then one per visible location. */
export function contactUsPaths(locations: readonly { slug: string; visible: boolean }[]): string[] {
  return [CONTACT_US_PATH, ...locations.filter((location) => location.visible).map((location) => contactUsPath(location.slug))];
}
