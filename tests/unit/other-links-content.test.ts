/**
 * §2 'Other links': each is a page on at least one demo site, linked from that site's menus, and
 * every link those pages render leads somewhere (DESIGN.md: every link the product renders resolves).
 */
import { isAppRoute, routePath } from '@dealer/schemas';
import { describe, expect, it } from 'vitest';
import { seedFiles } from '@dealer/tenants/seed';

const files = seedFiles();
type Doc = Record<string, unknown> & { _id: string; _type: string };
const docsOf = (site: string): Doc[] => files.get(`${site}/content.ndjson`)!.trim().split('\n').map((line) => JSON.parse(line) as Doc);
const slugOf = (doc: Doc) => (doc.slug as { current: string } | undefined)?.current;

/** Every href anywhere inside a value (menu links, buttons, Portable Text link marks). */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => (name === 'href' && typeof inner === 'string' ? [inner] : hrefs(inner)));
  }
  return [];
}

/** The parts search route (§2 /parts/search) is built alongside this content, in another change. */
const BUILT_ELSEWHERE = new Set(['/parts/search']);

// §2 Other links and the demo site that has each (the Autopact pages on the used-car group, §9).
const otherLinks: [string, string][] = [
  ['/teams', 'southern-cross-motors'],
  ['/buying', 'southern-cross-motors'],
  ['/capped-price-servicing', 'riverside-kia'],
  ['/roadside-assist', 'riverside-kia'],
  ['/diamond-advantage', 'southern-cross-motors'],
  ['/ultratek', 'southern-cross-motors'],
  ['/autopact-handback-guarantee', 'southern-cross-motors'],
  ['/autopact-protection-plan', 'southern-cross-motors'],
  ['/brands/jeep', 'lone-star-jeep'],
  ...['parts-accessories', 'warranty', 'lifecycle-checkup', 'reviews', 'home-drive', 'experience-gt'].flatMap((page): [string, string][] => [
    [`/pages/${page}`, 'harbour-city-toyota'],
    [`/pages/${page}`, 'riverside-kia'],
  ]),
];

describe('§2 Other links on the demo sites', () => {
  it.each(otherLinks)('%s is a page on %s, linked from its header or footer', (path, site) => {
    const docs = docsOf(site);
    expect(docs.some((doc) => doc._type === 'page' && slugOf(doc) === path.slice(1))).toBe(true);
    expect(hrefs(docs.filter((doc) => doc._type === 'menu'))).toContain(path);
  });

  it('§9 Autopact links: Handback Guarantee, Protection Plan, UltraTek, FAQs in the used-car group\'s footer', () => {
    const footer = docsOf('southern-cross-motors').find((doc) => doc._id === 'menu_southern-cross-motors_footer')!;
    const autopact = (footer.items as { label: string; links?: { label: string; href: string }[] }[]).find((item) => item.label === 'Autopact');
    expect(autopact?.links?.map((link) => link.label)).toEqual(['Handback Guarantee', 'Protection Plan', 'UltraTek', 'FAQs']);
  });

  it.each(['riverside-kia', 'harbour-city-toyota'])('%s: /vehicle-parts-and-accessories links to /parts/search (§2)', (site) => {
    const parts = docsOf(site).find((doc) => doc._type === 'page' && slugOf(doc) === 'vehicle-parts-and-accessories')!;
    expect(hrefs(parts.blocks)).toContain('/parts/search');
  });

  it.each([...new Set(otherLinks.map(([, site]) => site))])('%s: every internal link of its pages and menus leads to a page, a post, a location or an app route', (site) => {
    const docs = docsOf(site);
    const pages = new Set(docs.filter((doc) => doc._type === 'page' || doc._type === 'legalPage').map((doc) => `/${slugOf(doc) === 'home' ? '' : slugOf(doc)}`));
    const posts = new Set(docs.filter((doc) => doc._type === 'post').map((doc) => `/blog/${slugOf(doc)}`));
    const locations = new Set(docs.filter((doc) => doc._type === 'location').map((doc) => `/contact-us/${slugOf(doc)}`));
    const internal = hrefs(docs.filter((doc) => doc._type === 'page' || doc._type === 'menu')).filter((href) => href.startsWith('/')).map(routePath);
    const broken = internal.filter((path) => {
      if (pages.has(path) || posts.has(path) || BUILT_ELSEWHERE.has(path)) return false;
      // A location's page must name one of the site's locations; other app routes are the app's to serve.
      if (path.startsWith('/contact-us/')) return !locations.has(path);
      return !isAppRoute(path);
    });
    expect(broken).toEqual([]);
  });

  it.each([...new Set(otherLinks.map(([, site]) => site))])('%s: §5 no finance rate on an Other-links page (a rate needs its comparison rate and warning)', (site) => {
    const pages = docsOf(site).filter((doc) => doc._type === 'page' && otherLinks.some(([path, owner]) => owner === site && path.slice(1) === slugOf(doc)));
    expect(JSON.stringify(pages)).not.toMatch(/\d\s*%|p\.a\./);
  });
});
