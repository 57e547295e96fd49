import { describe, expect, it } from 'vitest';
import { renderHtml, testContext } from '../registry/render-for-test';
import { richTextDataSchema } from './data';
import { richTextBlock } from './index';

const paragraph = (text: string, markDefs: unknown[] = [], marks: string[] = []) => ({
  _type: 'block', _key: text.slice(0, 5), style: 'normal', markDefs, children: [{ _type: 'span', _key: 's', text, marks }],
});

describe('rich / legal text (Portable Text)', () => {
  it('renders paragraphs and safe links only', () => {
    const data = richTextDataSchema.parse({
      heading: 'Terms',
      variant: 'legal',
      body: [
        paragraph('Repayments are indicative only.'),
        paragraph('Read more', [{ _key: 'l1', _type: 'link', href: '/privacy-policy' }], ['l1']),
        paragraph('Bad link', [{ _key: 'l2', _type: 'link', href: 'javascript:alert(1)' }], ['l2']),
      ],
    });
    const html = renderHtml(<richTextBlock.Component data={data} context={testContext()} />);
    expect(html).toContain('Repayments are indicative only.');
    expect(html).toContain('href="/privacy-policy"');
    expect(html).not.toContain('javascript:');
  });

  it.each([[{ body: [] }], [{}], [{ body: 'text' }]])('rejects %j without text', (input) => {
    expect(richTextDataSchema.safeParse(input).success).toBe(false);
  });
});
