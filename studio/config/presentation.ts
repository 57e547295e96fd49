import { defineDocuments, defineLocations, presentationTool, type DocumentLocationResolvers } from 'sanity/presentation';
import { contentPath } from '@dealer/schemas';
import { webOrigin } from './environment';

/** The shopper-facing path of a page slug: "home" is the site root (one rule with the redirects'). */
export function pagePath(slug: string | undefined): string | undefined {
  return slug ? contentPath('page', slug) : undefined;
}

const everyPage = { title: 'Home page', href: '/' };

const locations: DocumentLocationResolvers = {
  page: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => {
      const href = pagePath(doc?.slug as string | undefined);
      return href ? { locations: [{ title: (doc?.title as string) ?? href, href }] } : null;
    },
  }),
  legalPage: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => (doc?.slug ? { locations: [{ title: (doc.title as string) ?? doc.slug, href: contentPath('legalPage', doc.slug as string) }] } : null),
  }),
  post: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => (doc?.slug ? { locations: [{ title: (doc.title as string) ?? doc.slug, href: contentPath('post', doc.slug as string) }] } : null),
  }),
  promo: { locations: [{ title: 'Special offers', href: '/special-offers' }] },
  siteSettings: { message: 'Used on every page of the site', locations: [everyPage] },
  menu: { message: 'Shown on every page of the site', locations: [everyPage] },
  // §2: a location shows on the contact page and on its own /contact-us/{slug} page.
  location: defineLocations({
    select: { title: 'name', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug ? [{ title: (doc.title as string) ?? doc.slug, href: contentPath('location', doc.slug as string) }] : []),
        { title: 'Contact', href: '/contact' },
      ],
    }),
  }),
  review: { locations: [everyPage] },
};

/**
 * The Presentation tool for one site: its pages in an iframe of the web app in preview mode
 * (drafts visible, guarded by a secret the tool creates), and edits reflected as they are typed.
 */
export function sitePresentation(site: string) {
  const where = `site == ${JSON.stringify(site)}`;
  return presentationTool({
    title: 'Preview',
    previewUrl: {
      initial: async () => `${await webOrigin(site)}/`,
      previewMode: { enable: '/api/draft-mode/enable' },
    },
    allowOrigins: async () => [await webOrigin(site)],
    resolve: {
      locations,
      mainDocuments: defineDocuments([
        { route: '/', filter: `_type == "page" && ${where} && slug.current == "home"` },
        { route: '/blog/:slug', filter: `_type == "post" && ${where} && slug.current == $slug` },
        { route: '/contact-us/:slug', filter: `_type == "location" && ${where} && slug.current == $slug` },
        { route: '/pages/:slug', filter: `_type == "page" && ${where} && slug.current == "pages/" + $slug` },
        { route: '/:slug', filter: `_type in ["page", "legalPage"] && ${where} && slug.current == $slug` },
      ]),
    },
  });
}
