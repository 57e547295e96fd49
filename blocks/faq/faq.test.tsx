import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { faqDataSchema } from './data';
import { faqBlock } from './index';

const answer = (text: string) => [{ _type: 'block', _key: 'k', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }] }];

describe('FAQ accordion (§2 trade-in FAQ)', () => {
  it('renders questions as native disclosure widgets with their answers', () => {
    const data = faqDataSchema.parse({
      heading: 'Trade-in FAQ',
      items: [
        { _key: '1', question: 'What cars do you buy?', answer: answer('Most makes and models.') },
        { _key: '2', question: 'Missing answer' },
      ],
    });
    expect(data.items).toHaveLength(1);
    const html = renderHtml(<faqBlock.Component data={data} context={testContext()} />);
    expect(html).toContain('<details');
    expect(html).toContain('<summary>What cars do you buy?</summary>');
    expect(html).toContain('Most makes and models.');
  });

  it('uses the locale heading when none is set', () => {
    const data = faqDataSchema.parse({ items: [{ _key: '1', question: 'Q', answer: answer('A') }] });
    expect(renderHtml(<faqBlock.Component data={data} context={testContext()} />)).toContain('Frequently asked questions');
  });
});
