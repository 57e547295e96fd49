import { RenderBlocks } from '@dealer/blocks/render';
import { renderHtmlComplete, testContext } from '@dealer/blocks/testing';
import { locationDocSchema, type LocationDoc } from '@dealer/schemas';
import { seedFiles } from '@dealer/tenants/seed';
import { describe, expect, it } from 'vitest';
import { locationPageBlocks } from './location-page-blocks';

/** A demo site's seeded documents, its locations as the page's query returns them (slug as a string). */
function seeded(site: string) {
  const docs = seedFiles().get(`${site}/content.ndjson`)!.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  const locations: LocationDoc[] = docs
    .filter((doc) => doc._type === 'location')
    .map((doc) => locationDocSchema.parse({ ...doc, slug: (doc.slug as { current: string }).current }));
  const contact = docs.find((doc) => doc._id === `page_${site}_contact`)!;
  return { locations, contactBlocks: contact.blocks as unknown[] };
}

async function renderLocationPage(site: string, slug: string) {
  const { locations, contactBlocks } = seeded(site);
  const location = locations.find((candidate) => candidate.slug === slug)!;
  const context = { ...testContext(site), location: { slug: location.slug, dealershipSlug: location.dealership_slug } };
  return renderHtmlComplete(<RenderBlocks blocks={locationPageBlocks(location, locations, contactBlocks)} context={context} />);
}

describe('§2 /contact-us/{location slug}: one location\'s card, map and preset enquiry form', () => {
  it.each([
    ['riverside-kia', 'riverside-kia-service-and-parts', 'Service and Parts', true],
    ['southern-cross-motors', 'dandenong', 'Dandenong', true],
    ['lone-star-jeep', undefined, undefined, false],
  ])('%s %s', async (site, given, secondLine, asksLocation) => {
    const slug = given ?? seeded(site).locations[0]!.slug;
    const html = await renderLocationPage(site, slug);
    // Its card only, 'Contact Us' hidden (§2), with Get Directions.
    expect((html.match(/data-testid="location-card"/g) ?? []).length).toBe(1);
    if (secondLine) expect(html).toContain(`>${secondLine}</span></h2>`);
    expect(html).not.toContain('>Contact Us</a>');
    expect(html).toContain('Get Directions');
    // The offline map with one pin.
    expect(html).toContain('data-testid="location-map-svg"');
    // The contact page's own enquiry form, its location chosen where the site asks for one (§5).
    expect(html).toContain('Send us an enquiry');
    if (asksLocation) expect(html).toMatch(new RegExp(`<option value="${slug}" selected="">`));
  });
});
