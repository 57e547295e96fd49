import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@dealer/tenants';
import { demoSite } from '@/server/content/demo-site';
import type { PageContent } from '@/server/content/pages';
import { navigationStandIn, pageOutcome } from '@/server/page-outcome';

/**
 * §2 /trade-in, /cars/trade-in and /sell-my-car: on every site whose valuation tool is on
 * (`features.autograb || features.redbook`), the site's 404 elsewhere; the CMS page's blocks
 * around the tool (its opening text before it, its FAQ and call to action after), the §2 trade-in
 * FAQ from the locale where the content has none, and /sell-my-car's own heading. The site loader
 * and the content store are replaced by the demo sites' definitions and pages made here.
 */
const flags = new Map<string, Partial<SiteConfig['features']>>();
const pages = new Map<string, PageContent>();
vi.mock('next/navigation', () => navigationStandIn());
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
vi.mock('next/cache', () => ({ unstable_cache: (load: () => Promise<unknown>) => load }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug, flags.get(slug)) }));
vi.mock('@/server/content/pages', () => ({ loadPage: async (site: string, _preview: boolean, slug: string) => pages.get(`${site}/${slug}`) ?? null }));

const routes = {
  'trade-in': await import('@/app/sites/[site]/trade-in/page'),
  'cars/trade-in': await import('@/app/sites/[site]/cars/trade-in/page'),
  'sell-my-car': await import('@/app/sites/[site]/sell-my-car/page'),
} as const;
type RouteName = keyof typeof routes;

const text = (value: string, key: string) => [{ _type: 'block', _key: `${key}b`, style: 'normal', markDefs: [], children: [{ _type: 'span', _key: `${key}s`, text: value, marks: [] }] }];
/** The demo content's /trade-in page: an intro, the FAQ, a call to action. */
function tradeInPage(site: string, blocks?: unknown[]): void {
  pages.set(`${site}/trade-in`, {
    _id: `page_${site}_trade-in`,
    title: 'Trade-In Valuation',
    seo: { title: 'Trade-In Valuation', description: 'An instant offer on your car.' },
    blocks: blocks ?? [
      { _type: 'richText', _key: 'intro', heading: 'An instant offer in 2 minutes', body: text('Enter your registration and a few details.', 'intro') },
      { _type: 'faq', _key: 'faq', heading: 'Our trade-in FAQ', items: [{ _key: 'q1', question: 'What vehicles do you buy?', answer: text('Most cars.', 'q1') }] },
      { _type: 'callToAction', _key: 'cta', heading: 'Trading up to a new Kia?', primary: { label: 'Shop new Kia', href: '/search/new-cars' } },
    ],
  });
}

async function visit(route: RouteName, site: string) {
  const pageModule = routes[route];
  const props = { params: Promise.resolve({ site }) };
  // The page returns <TradeInPage>, an async server component: called here as Next would.
  const outcome = await pageOutcome(async () => {
    const element = (await pageModule.default(props)) as { type: (props: unknown) => Promise<ReactNode>; props: unknown };
    return element.type(element.props);
  });
  const metadata = await pageModule.generateMetadata(props);
  return { outcome, html: 'html' in outcome ? outcome.html.replace(/<!-- -->/g, '') : '', metadata };
}

describe('§2 the trade-in pages', () => {
  it.each(Object.keys(routes) as RouteName[])('%s answers where the valuation tool is on (autograb or redbook), and is the site\'s 404 elsewhere', async (route) => {
    pages.clear();
    tradeInPage('riverside-kia');
    for (const [features, found] of [[{ autograb: true }, true], [{ redbook: true }, true], [{ autograb: false, redbook: false }, false]] as const) {
      flags.set('riverside-kia', features);
      const { outcome } = await visit(route, 'riverside-kia');
      expect('html' in outcome, JSON.stringify(features)).toBe(found);
      if (!found) expect(outcome).toEqual({ notFound: true });
    }
    expect((await visit(route, 'no-such-site')).outcome).toEqual({ notFound: true });
  });

  it.each([
    ['trade-in', 'Trade-In Valuation'],
    ['cars/trade-in', 'Trade-In Valuation'],
    ['sell-my-car', 'Sell My Car'],
  ] as const)('%s renders the CMS page around the tool: the opening text, then the tool, then the FAQ and the call to action (heading %j)', async (route, title) => {
    pages.clear();
    tradeInPage('riverside-kia');
    flags.set('riverside-kia', { autograb: true });
    const { html, metadata } = await visit(route, 'riverside-kia');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    const at = (marker: string) => html.indexOf(marker);
    expect(at('An instant offer in 2 minutes')).toBeGreaterThan(-1);
    expect(at('An instant offer in 2 minutes')).toBeLessThan(at('data-testid="trade-in-tool"'));
    expect(at('data-testid="trade-in-tool"')).toBeLessThan(at('Our trade-in FAQ'));
    expect(at('Our trade-in FAQ')).toBeLessThan(at('Trading up to a new Kia?'));
    // The content's own FAQ stands: the locale's is not added.
    expect(html).not.toContain('How is my estimate calculated?');
    expect(metadata).toEqual({ title, description: 'An instant offer on your car.' });
  });

  it('§2 trade-in FAQ: a page whose content has none gets the locale\'s five questions after the tool', async () => {
    pages.clear();
    tradeInPage('riverside-kia', [{ _type: 'richText', _key: 'intro', heading: 'Sell to us', body: text('Quick and fair.', 'intro') }]);
    flags.set('riverside-kia', { autograb: true });
    const { html } = await visit('trade-in', 'riverside-kia');
    const questions = ['What vehicles do you buy?', 'How is my estimate calculated?', 'Is the online estimate the exact price?', 'What if I still owe finance on my car?', 'Do you need to inspect my car?'];
    for (const question of questions) expect(html.indexOf(question), question).toBeGreaterThan(html.indexOf('data-testid="trade-in-tool"'));
    expect(html).toContain('Trade-in FAQ');
  });

  it('a site without a trade-in page: the locale\'s heading, intro and FAQ around the tool', async () => {
    pages.clear();
    flags.set('harbour-city-toyota', { autograb: true });
    const { html, metadata } = await visit('trade-in', 'harbour-city-toyota');
    expect(html).toMatch(/<h1[^>]*>Trade-In Valuation<\/h1>/);
    expect(html).toContain('Enter your number plate and a few details, and get an instant offer on your car.');
    expect(html).toContain('Number plate');
    expect(html).toContain('Do you need to inspect my car?');
    expect(metadata).toEqual({ title: 'Trade-In Valuation' });
  });

  it('/sell-my-car takes a page of its own, with its title, where the site has one', async () => {
    pages.clear();
    tradeInPage('riverside-kia');
    pages.set('riverside-kia/sell-my-car', { _id: 'page_riverside-kia_sell-my-car', title: 'Sell your car to Riverside', seo: null, blocks: [] });
    flags.set('riverside-kia', { autograb: true });
    const { html } = await visit('sell-my-car', 'riverside-kia');
    expect(html).toMatch(/<h1[^>]*>Sell your car to Riverside<\/h1>/);
    expect(html).not.toContain('An instant offer in 2 minutes');
  });

  it('step 1 in the server\'s HTML: an AU site asks for the plate and the state, a US site for the VIN', async () => {
    pages.clear();
    flags.set('riverside-kia', { autograb: true });
    flags.set('lone-star-jeep', { autograb: true });
    const kia = (await visit('trade-in', 'riverside-kia')).html;
    expect(kia).toContain('Registration (rego)');
    expect(kia).toMatch(/<option value="QLD">QLD<\/option>/);
    const jeep = (await visit('trade-in', 'lone-star-jeep')).html;
    expect(jeep).toContain('>VIN <');
    expect(jeep).not.toContain('Registration (rego)');
  });
});
