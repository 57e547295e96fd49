import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoSite } from '@/server/content/demo-site';
import { navigationStandIn, pageOutcome } from '@/server/page-outcome';

vi.mock('next/navigation', () => navigationStandIn());
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
vi.mock('@/server/content/site', () => ({ loadSite: async (slug: string) => demoSite(slug) }));

const { default: PartsSearchPage } = await import('../app/sites/[site]/parts/search/page');

const render = (site: string, query: Record<string, string> = {}) =>
  pageOutcome(async () => (await PartsSearchPage({ params: Promise.resolve({ site }), searchParams: Promise.resolve(query) })) as ReactNode);

describe('§2 /parts/search, rendered on the server with the real parts index', () => {
  it.each([['lone-star-jeep'], ['southern-cross-motors']])('%s does not sell parts: its 404', async (site) => {
    expect(await render(site)).toEqual({ notFound: true });
  });

  it.each([
    ['another site’s dealership', { dealership: 'harbour-city-toyota' }],
    ['a dealership no site has', { dealership: 'nowhere' }],
  ])('riverside-kia with %s: its 404, never another site’s parts', async (_name, query) => {
    expect(await render('riverside-kia', query)).toEqual({ notFound: true });
  });

  it('renders the form, the category facets with counts and 21 parts a page (§9)', async () => {
    const outcome = await render('riverside-kia', { category: 'Towing' });
    if (!('html' in outcome)) throw new Error('expected a page');
    expect(outcome.html).toContain('<h1');
    expect(outcome.html).toMatch(/<label[^>]*for="parts-query"/);
    expect(outcome.html).toMatch(/name="category" checked="" value="Towing"/);
    expect(outcome.html.match(/data-testid="part-card"/g)?.length).toBeLessThanOrEqual(21);
    expect(outcome.html).not.toContain('Toyota');
  });

  it('the §2/§7 dealership search of the site’s own dealership', async () => {
    const outcome = await render('riverside-kia', { dealership: 'riverside-kia', query: 'sportage' });
    if (!('html' in outcome)) throw new Error('expected a page');
    expect(outcome.html).toContain('Parts and Accessories at Riverside Kia');
    expect(outcome.html).toContain('Kia Sportage');
  });

  it('an empty result says so', async () => {
    const outcome = await render('harbour-city-toyota', { query: 'zzzzqqqq' });
    if (!('html' in outcome)) throw new Error('expected a page');
    expect(outcome.html).toContain('No parts or accessories match your search.');
  });
});
