/**
 * The document types every dealer site owns, in the order the Studio lists them. Each carries a
 * `site` field; the structure and the new-document templates fill it in, so an editor never types it.
 */
export const siteDocumentTypes = [
  { type: 'page', title: 'Pages' },
  { type: 'menu', title: 'Menus' },
  { type: 'location', title: 'Locations' },
  { type: 'review', title: 'Reviews' },
  { type: 'post', title: 'Blog posts' },
  { type: 'promo', title: 'Promo cards' },
  { type: 'legalPage', title: 'Legal pages' },
  { type: 'redirect', title: 'Redirects' },
] as const;

/** One settings document per site, with a fixed id. */
export const siteSettingsId = (site: string) => `siteSettings_${site}`;
