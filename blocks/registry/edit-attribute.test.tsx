import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { seedFiles } from '@dealer/tenants/seed';
import { blockRegistry } from '../index';
import { blocksProjection } from './blocks-query';
import { editAttributeFor, type EditDocument } from './edit-attribute';
import { keysAt, orderByKeys } from './optimistic-keys';
import { RenderBlocks } from './render-blocks';
import { renderHtmlComplete, testContext } from './render-for-test';

const studio: EditDocument = { id: 'page_riverside-kia_home', type: 'page', studioUrl: 'https://localhost:4000/studio', workspace: 'riverside-kia' };

/** The demo pages as the web loads them: the page query over the seed documents. */
const dataset = [...seedFiles().values()].flatMap((file) => file.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
async function demoPage(site: string, slug: string) {
  const query = parse(`*[_type == "page" && site == $site && slug.current == $slug][0]{_id, "blocks": blocks[]${blocksProjection(blockRegistry)}}`);
  return (await (await evaluate(query, { dataset, params: { site, slug } })).get()) as { _id: string; blocks: { _key: string; _type: string }[] };
}

describe('data-sanity attributes (README "Drag and drop in the preview")', () => {
  it.each([
    ['a block', ['blocks', { _key: 'k1' }], undefined, 'path=blocks:k1;'],
    ['a field of a block', ['blocks', { _key: 'k1' }], 'image', 'path=blocks:k1.image;'],
    ['an item of a list in a block', ['blocks', { _key: 'k1' }], ['slides', { _key: 's2' }], 'path=blocks:k1.slides:s2;'],
  ] as const)('%s names its path in the page', (_name, scope, path, expected) => {
    const value = editAttributeFor(studio, [...scope])(path === undefined ? undefined : typeof path === 'string' ? path : [...path]);
    expect(value).toContain(expected);
    expect(value).toContain('id=page_riverside-kia_home;type=page;');
    expect(value).toContain('workspace=riverside-kia;tool=presentation');
  });

  it('a draft is named by its published id, which is how the overlays find the draft', () => {
    expect(editAttributeFor({ ...studio, id: 'drafts.page_riverside-kia_home' }, ['blocks'])()).toContain('id=page_riverside-kia_home;');
  });
});

describe('the order Presentation holds while an editor drags', () => {
  const document = {
    _id: 'page_x',
    blocks: [
      { _key: 'b', _type: 'faq', items: [{ _key: 'q2' }, { _key: 'q1' }] },
      { _key: 'a', _type: 'heroCarousel', slides: [{ _key: 's1' }, { name: 'no key' }] },
    ],
  };
  it.each([
    ['the page\'s blocks', ['blocks'], ['b', 'a']],
    ['a list inside a block', ['blocks', { _key: 'b' }, 'items'], ['q2', 'q1']],
    ['a list whose items lack keys (they cannot be ordered, so are left out)', ['blocks', { _key: 'a' }, 'slides'], ['s1']],
    ['a block that is gone', ['blocks', { _key: 'zz' }, 'items'], undefined],
    ['a field that is not an array', ['_id'], undefined],
  ] as const)('keys of %s', (_name, path, expected) => {
    expect(keysAt(document, [...path])).toEqual(expected);
  });

  it.each([
    ['moved', ['c', 'a', 'b'], ['c', 'a', 'b']],
    ['removed in the Studio: dropped at once', ['b', 'a'], ['b', 'a']],
    ['added in the Studio: waits for the server to render it', ['a', 'new', 'b', 'c'], ['a', 'b', 'c']],
  ])('an item %s', (_name, keys, expected) => {
    const items = ['a', 'b', 'c'].map((key) => ({ key }));
    expect(orderByKeys(items, keys).map((item) => item.key)).toEqual(expected);
  });
});

describe('rendering a page\'s blocks with its document known', () => {
  it('shoppers get exactly the HTML they got without it: no data-sanity, no wrappers', async () => {
    const page = await demoPage('riverside-kia', 'home');
    expect(page.blocks.length).toBeGreaterThan(2);
    const plain = await renderHtmlComplete(<RenderBlocks blocks={page.blocks} context={testContext()} />);
    const withDocument = await renderHtmlComplete(<RenderBlocks blocks={page.blocks} context={{ ...testContext(), editDocument: studio }} />);
    expect(withDocument).toBe(plain);
    expect(plain).not.toContain('data-sanity');
  });

  it('in preview every keyed block is wrapped in a draggable item of the page\'s blocks, in the page\'s order', async () => {
    const page = await demoPage('riverside-kia', 'home');
    const html = await renderHtmlComplete(<RenderBlocks blocks={page.blocks} context={{ ...testContext('riverside-kia', true), editDocument: { ...studio, id: page._id } }} />);
    const blockPaths = [...html.matchAll(/data-sanity="[^"]*path=blocks:([^;.]+);/g)].map((match) => match[1]);
    expect(blockPaths).toEqual(page.blocks.map((block) => block._key));
  });

  it('in preview without a known document (a location or trade-in page), blocks render as for shoppers', async () => {
    const page = await demoPage('riverside-kia', 'home');
    const html = await renderHtmlComplete(<RenderBlocks blocks={page.blocks} context={testContext('riverside-kia', true)} />);
    expect(html).not.toContain('data-sanity');
  });
});

describe('the parts of blocks Presentation can click and drag', () => {
  const span = (text: string) => [{ _type: 'block', _key: 't', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }] }];
  const blocks = [
    { _type: 'heroCarousel', _key: 'h1', slides: [
      { _key: 's1', name: 'EV9 now in stock', url: '/search/kia/ev9', imageUrl: '/car-images/suv/white.png' },
      { _key: 's2', name: 'Service specials', url: '/service' },
    ] },
    { _type: 'faq', _key: 'f1', items: [{ _key: 'q1', question: 'Open on Sunday?', answer: span('No.') }, { _key: 'q2', question: 'Trade-ins?', answer: span('Yes.') }] },
    { _type: 'callToAction', _key: 'c1', heading: 'Book a test drive', primary: { label: 'Book', href: '/contact' }, secondary: { label: 'Call', href: '/contact-us' }, imageUrl: '/car-images/ute/white.png' },
    { _type: 'featureBanners', _key: 'fb', banners: [{ _key: 'b1', title: 'Service', label: 'Book', href: '/service' }, { _key: 'b2', title: 'Finance', label: 'Apply', href: '/finance' }] },
    { _type: 'marketingStrip', _key: 'ms', items: [{ _key: 'm1', title: 'Reserve online', href: '/search' }, { _key: 'm2', title: 'Secure checkout' }] },
    { _type: 'budgetSearch', _key: 'bs', weeklyRepayment: 200, deposit: 2000 },
    { _type: 'priceRangeSlider', _key: 'ps', min: 5000, max: 250000 },
  ];
  const previewHtml = () => renderHtmlComplete(<RenderBlocks blocks={blocks} context={{ ...testContext('riverside-kia', true), editDocument: studio }} />);

  it('shoppers get none of it', async () => {
    const plain = await renderHtmlComplete(<RenderBlocks blocks={blocks} context={testContext()} />);
    expect(await renderHtmlComplete(<RenderBlocks blocks={blocks} context={{ ...testContext(), editDocument: studio }} />)).toBe(plain);
    expect(plain).not.toContain('data-sanity');
  });

  it.each([
    ['each hero slide (the one showing opens in the Studio; it never drags)', 'blocks:h1.slides:s1', 2],
    ['each hero dot and slide, which drag the slides into a new order', 'blocks:h1.slides:s2', 2],
    ['a hero slide\'s picture', 'blocks:h1.slides:s1.image', 1],
    ['each FAQ question, which drag into a new order', 'blocks:f1.items:q2', 1],
    ['a call to action\'s buttons (links)', 'blocks:c1.secondary', 1],
    ['a call to action\'s picture', 'blocks:c1.image', 1],
    ['each feature banner, which drag into a new order', 'blocks:fb.banners:b2', 1],
    ['each marketing strip item, linked or not, which drag into a new order', 'blocks:ms.items:m2', 1],
    ['a budget search\'s starting weekly repayment (a number in an input)', 'blocks:bs.weeklyRepayment', 1],
    ['a budget search\'s starting deposit', 'blocks:bs.deposit', 1],
    ['a price slider\'s starting minimum and maximum (prices)', 'blocks:ps.max', 1],
  ])('%s', async (_name, path, count) => {
    const html = await previewHtml();
    expect(html.split(`path=${path};`).length - 1).toBe(count);
  });

  it('a feature banner\'s label has its own element inside the link, so the rest of the banner is the banner (it drags)', async () => {
    const html = await previewHtml();
    expect(html).toMatch(/<a href="\/finance" class="[^"]*"><span>Apply<\/span><\/a>/);
  });

  it('the showing slide is the only one that refuses to drag, so the dots are the drag group', async () => {
    const html = await previewHtml();
    expect(html.match(/data-sanity-drag-disable="true"/g)).toHaveLength(2);
  });
});

