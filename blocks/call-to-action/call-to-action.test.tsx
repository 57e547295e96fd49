import { describe, expect, it } from 'vitest';
import { RenderBlocks } from '../registry/render-blocks';
import { renderHtml, testContext } from '../registry/render-for-test';
import { callToActionDataSchema } from './data';
import { callToActionBlock } from './index';

const render = (input: Record<string, unknown>) => renderHtml(<callToActionBlock.Component data={callToActionDataSchema.parse(input)} context={testContext()} />);
const base = { heading: 'Ready to get moving?', text: 'Pre-approval usually takes less than an hour.', primary: { label: 'Apply for finance', href: '/finance#finance-form' } };

describe('call to action', () => {
  it.each([
    ['a main button', base, [['/finance#finance-form', 'Apply for finance']]],
    ['two buttons', { ...base, secondary: { label: 'Call us', href: 'tel:0731234567' } }, [['/finance#finance-form', 'Apply for finance'], ['tel:0731234567', 'Call us']]],
    ['an unsafe second button dropped', { ...base, secondary: { label: 'x', href: 'javascript:alert(1)' } }, [['/finance#finance-form', 'Apply for finance']]],
    ['a half-filled second button (no link yet) dropped', { ...base, secondary: { label: 'Call us', href: null } }, [['/finance#finance-form', 'Apply for finance']]],
    ['a second button of the wrong shape dropped', { ...base, secondary: 'Call us' }, [['/finance#finance-form', 'Apply for finance']]],
  ])('renders the heading and links: %s', (_name, input, links) => {
    const html = render(input);
    expect(html).toMatch(/<h2[^>]*>Ready to get moving\?<\/h2>/);
    const found = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(found).toEqual(links);
    expect(html).not.toContain('javascript:');
  });

  it.each([
    ['brand', 'brand'], ['dark', 'dark'], ['light', 'light'], ['neon', 'brand'], [undefined, 'brand'],
  ])('tone %s renders as %s', (tone, expected) => {
    expect(callToActionDataSchema.parse({ ...base, tone }).tone).toBe(expected);
  });

  it('an image shows with its alternative text; an unsafe image URL is dropped', () => {
    expect(render({ ...base, imageUrl: '/car-images/suv/white.png?v=1', imageAlt: 'A white SUV' })).toMatch(/<img[^>]*alt="A white SUV"/);
    expect(render({ ...base, imageUrl: 'javascript:alert(1)' })).not.toContain('<img');
  });

  it('without a heading or main button: a placeholder in preview, nothing for shoppers', () => {
    const blocks = [{ _type: 'callToAction', _key: 'c1', heading: 'No button' }];
    expect(renderHtml(<RenderBlocks blocks={blocks} context={testContext('riverside-kia', true)} />)).toContain('Add a main button with a label and a link');
    expect(renderHtml(<RenderBlocks blocks={blocks} context={testContext()} />)).toBe('');
  });
});
