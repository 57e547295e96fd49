import { blockRegistry } from '@dealer/blocks';
import { blocksProjection } from '@dealer/blocks/query';
import { RenderBlocks } from '@dealer/blocks/render';
import { siteDefinitions } from '@dealer/tenants';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '@dealer/blocks/testing';
import { seedFiles } from '@dealer/tenants/seed';

/** The demo pages as the web loads them: the page query (blocks' projections, `$site` bound) over the seed documents. */
const files = seedFiles();
const dataset = [...files.values()].flatMap((file) => file.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
const pageQuery = parse(`*[_type == "page" && site == $site && slug.current == $slug][0]{title, "blocks": blocks[]${blocksProjection(blockRegistry)}}`);

async function renderPage(site: string, slug: string) {
  const page = (await (await evaluate(pageQuery, { dataset, params: { site, slug } })).get()) as { blocks: unknown[] } | null;
  expect(page, `${site}/${slug}`).not.toBeNull();
  return renderHtml(<RenderBlocks blocks={page!.blocks} context={testContext(site)} />);
}

const sites = siteDefinitions.map((definition) => definition.slug);
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('demo contact, about-us and blog pages render from the seed content', () => {
  it.each(sites)('%s /contact: a map of every location and a card each, without Contact Us (§2)', async (site) => {
    const html = await renderPage(site, 'contact');
    const locations = siteDefinitions.find((d) => d.slug === site)!.locations!;
    expect(count(html, /data-testid="location-card"/g)).toBe(locations.length);
    expect(html).toContain('data-testid="location-map-svg"');
    expect(count(html, /<g data-pin=/g)).toBeGreaterThanOrEqual(1);
    expect(html).not.toContain('>Contact Us<');
    expect(html).toContain('Holiday hours');
  });

  it.each(sites)('%s /about-us: the primary location card with Contact Us, and 12 reviews rated 4 or more (§9)', async (site) => {
    const html = await renderPage(site, 'about-us');
    expect(count(html, /data-testid="location-card"/g)).toBe(1);
    expect(html).toContain('>Contact Us<');
    expect(count(html, /data-testid="review"/g)).toBe(12);
    expect(html).not.toMatch(/aria-label="[123] out of 5"/);
  });

  it('riverside-kia shows the §3 feed summary: 4.6 out of 5 from 377 reviews', async () => {
    const html = await renderPage('riverside-kia', 'about-us');
    expect(html).toMatch(/data-testid="review-summary".*aria-label="4.6 out of 5"/);
    expect(html).toContain('377 reviews');
  });

  it.each(sites)('%s /blog lists its posts; /blog/vehicle-reviews only vehicle reviews', async (site) => {
    const all = await renderPage(site, 'blog');
    const reviews = await renderPage(site, 'blog/vehicle-reviews');
    expect(count(all, /data-testid="post-card"/g)).toBeGreaterThanOrEqual(3);
    expect(count(reviews, /data-testid="post-card"/g)).toBeGreaterThanOrEqual(1);
    expect(count(reviews, /data-testid="post-card"/g)).toBeLessThan(count(all, /data-testid="post-card"/g));
  });
});
