import { describe, expect, it } from 'vitest';
import { blockCompliance, documentCompliance } from './compliance';
import { comparisonRateWarning } from './finance-compliance';
import { collectTexts } from './prominence';

const warning = comparisonRateWarning;

describe('prominence (schemas/validation/README.md "How prominence is decided": heading/title and h1-h3 > subtitle/description and h4-h6 > body)', () => {
  it('reads every string and Portable Text block of any block shape, skipping links and keys', () => {
    const value = {
      _type: 'someFutureBlock',
      _key: 'x',
      headline: 'A',
      cards: [{ _key: 'c', title: 'B', subtitle: 'C', body: [{ _type: 'block', style: 'h5', children: [{ _type: 'span', text: 'D' }], markDefs: [{ _type: 'link', href: '/x' }] }] }],
      tags: ['E'],
      href: '/special-offers',
      image: { asset: { _ref: 'image-1' }, alt: 'F' },
    };
    expect(collectTexts(value)).toEqual([
      { text: 'A', path: 'headline', prominence: 3 },
      { text: 'B', path: 'cards[0].title', prominence: 3 },
      { text: 'C', path: 'cards[0].subtitle', prominence: 2 },
      { text: 'D', path: 'cards[0].body[0]', prominence: 2 },
      { text: 'E', path: 'tags[0]', prominence: 1 },
      { text: 'F', path: 'image.alt', prominence: 1 },
    ]);
  });
});

describe('compliance at document level (page, legal page, promo)', () => {
  it('checks a page’s own fields but leaves its blocks to the block rule (one report per problem)', () => {
    const blocks = [{ _type: 'richText', heading: 'Finance from 2.99% p.a.' }];
    expect(documentCompliance({ _type: 'page', title: 'Finance', blocks }, {})).toBe(true);
    expect(blockCompliance(blocks[0], {})).toContain('"2.99% p.a."');
    expect(documentCompliance({ _type: 'page', title: 'Finance', seo: { description: 'Car loans from 2.99% p.a.' } }, {})).toMatch(/^This page shows "2\.99% p\.a\." in a subtitle or description \(or an H4-H6 line\) \(seo\.description\)/);
  });

  it('checks promo cards (National Credit Code s164 / ASIC RG 178; ACL s48)', () => {
    expect(documentCompliance({ _type: 'promo', title: 'EV9 from $199 per week', text: 'Comparison rate 6.12% p.a.' }, {})).toContain('The comparison rate "6.12% p.a." is in the text (text), less prominent than "$199 per week"');
    expect(documentCompliance({ _type: 'promo', title: 'EV9 $199 per week, comparison rate 6.12% p.a.', text: warning }, {})).toBe(true);
    expect(documentCompliance({ _type: 'promo', title: 'Tasman $49,990 + ORC', label: 'See the offer' }, {})).toContain('Add the total drive-away price');
  });

  it('checks legal pages’ Portable Text by style', () => {
    const body = [
      { _type: 'block', style: 'h2', children: [{ _type: 'span', text: 'Finance at 3.99% p.a.' }] },
      { _type: 'block', style: 'normal', children: [{ _type: 'span', text: `Comparison rate 5.01% p.a. ${warning}` }] },
    ];
    expect(documentCompliance({ _type: 'legalPage', title: 'Finance terms', body }, {})).toContain('The comparison rate "5.01% p.a." is in the text (body[1]), less prominent than "3.99% p.a."');
  });
});
