import { describe, expect, it } from 'vitest';
import { blocksProjection } from '../registry/blocks-query';
import { renderBlockHtml, renderHtml, testContext } from '../registry/render-for-test';
import { RenderBlocks } from '../registry/render-blocks';
import { blockRegistry } from '../index';
import { promoNodesDataSchema } from './data';
import { promoNodesBlock } from './index';

/** A promo document as the projection returns it, in the §4 example window (1 Jan to 1 Feb 2025, +10:00). */
const promo = (id: string, position: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  title: `Offer ${id}`,
  text: `About ${id}`,
  label: 'See the offer',
  href: `/special-offers?promo=${id}`,
  start: '2025-01-01T00:00:00+10:00',
  expiry: '2025-02-01T00:00:00+10:00',
  position,
  display: [],
  strictDisplay: false,
  ...extra,
});
const inWindow = new Date('2025-01-15T00:00:00Z');
const at = (now: Date, slug = 'riverside-kia', preview = false) => ({ ...testContext(slug, preview), now });
const titles = (html: string) => [...html.matchAll(/<h[23][^>]*>Offer (\w+)<\/h[23]>/g)].map((match) => match[1]);

async function render(input: Record<string, unknown>, context = at(inWindow)) {
  return renderBlockHtml(promoNodesBlock.Component, promoNodesDataSchema.parse(input), context);
}

describe('promo nodes block (§3 Promo node, §4 Promo nodes)', () => {
  it.each([
    ['2024-12-31T13:59:59Z', false], // 31 Dec 23:59:59 +10:00: before the window
    ['2024-12-31T14:00:00Z', true], // 1 Jan 2025 00:00 +10:00: the start is inside
    ['2025-01-31T13:59:59Z', true], // the last second of the window
    ['2025-01-31T14:00:00Z', false], // 1 Feb 2025 00:00 +10:00: the expiry is outside
  ])('§4 window 1 Jan to 1 Feb 2025 (+10:00): at %s the card shows = %s', async (now, shown) => {
    const html = await render({ promos: [promo('a', 1)] }, at(new Date(now)));
    expect(titles(html)).toEqual(shown ? ['a'] : []);
  });

  it('§4 cards are in rotation order: by position, lowest first, then limited', async () => {
    const html = await render({ heading: 'Current offers', limit: 3, promos: [promo('c', 3), promo('a', 1), promo('d', 4), promo('b', 2)] });
    expect(titles(html)).toEqual(['a', 'b', 'c']);
    expect(html).toContain('<h2');
    expect(html).toContain('href="/special-offers?promo=a"');
  });

  it('§4 optional shuffle (features.shufflePromos) is the same for every request of a day', async () => {
    const base = testContext('riverside-kia');
    const shuffling = { ...base, site: { ...base.site, features: { ...base.site.features, shufflePromos: true } } };
    const promos = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => promo(id, index));
    const morning = titles(await render({ limit: 6, promos }, { ...shuffling, now: new Date('2025-01-15T00:00:00Z') }));
    const evening = titles(await render({ limit: 6, promos }, { ...shuffling, now: new Date('2025-01-15T09:00:00Z') }));
    expect(morning).toEqual(evening);
    expect([...morning].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    // display, strictDisplay, the placement's car types, shown
    [[], false, [], true],
    [['used'], false, [], true],
    [['used'], false, ['new'], false],
    [['used'], false, ['used', 'new'], true],
    [['used'], true, [], false],
    [['used'], true, ['used'], true],
    [['new', 'demo'], true, ['new', 'demo'], true],
    [['used'], true, ['used', 'new'], false],
  ])('§3 display %j, strictDisplay %s, placement car types %j: shown = %s', async (display, strictDisplay, carTypes, shown) => {
    const html = await render({ carTypes, promos: [promo('a', 1, { display, strictDisplay })] });
    expect(titles(html)).toEqual(shown ? ['a'] : []);
  });

  it('drops invalid promos (start after expiry, unsafe link) and keeps the rest', async () => {
    const html = await render({
      promos: [promo('a', 1), promo('bad', 0, { expiry: '2024-01-01T00:00:00+10:00' }), promo('evil', 0, { href: 'javascript:alert(1)' })],
    });
    expect(titles(html)).toEqual(['a']);
    expect(html).not.toContain('javascript:');
  });

  it('with no live promo: nothing for shoppers, a placeholder in preview', async () => {
    const expired = { promos: [promo('a', 1)] };
    expect(await render(expired, at(new Date('2026-11-20T00:00:00Z')))).toBe('');
    const preview = await render(expired, at(new Date('2026-11-20T00:00:00Z'), 'riverside-kia', true));
    expect(preview).toContain('data-block-placeholder');
  });

  it('the projection sub-queries the site’s promos with $site', () => {
    expect(promoNodesBlock.projection).toContain('*[_type == "promo" && site == $site]');
    expect(blocksProjection(blockRegistry)).toContain('_type == "promoNodes"');
  });

  it('renders through the registry from raw CMS data', () => {
    const html = renderHtml(<RenderBlocks blocks={[{ _type: 'promoNodes', _key: 'p1', heading: 'Offers', promos: [promo('a', 1)] }]} context={at(inWindow)} />);
    expect(titles(html)).toEqual(['a']);
  });
});

describe('promo nodes content', () => {
  it('a block as an editor saves it (no promos sub-query yet) parses, with defaults', () => {
    expect(promoNodesDataSchema.parse({ _type: 'promoNodes', _key: 'x', heading: 'Current offers' })).toMatchObject({ carTypes: [], limit: 3, promos: [] });
    expect(promoNodesDataSchema.parse({ carTypes: ['used', 'boat', 'used'], limit: 99 })).toMatchObject({ carTypes: ['used'], limit: 3 });
  });
});
