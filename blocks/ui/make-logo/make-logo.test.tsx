import { generateSiteFeed } from '@dealer/demo';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteDefinitions } from '@dealer/tenants';
import { MakeLogo } from './MakeLogo';
import { makeMark } from './make-marks';

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const demoMakes = [...new Set(siteDefinitions.flatMap((site) => generateSiteFeed(site.slug, { now: new Date('2026-11-20T00:00:00Z') }).map((row) => String(row.make))))].sort();

describe('§2 make list with logos, §3 manufacturer logo (some null)', () => {
  it('the demo stock has makes to draw', () => {
    expect(demoMakes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(demoMakes)('%s in the demo stock has a drawn mark with readable letters (4.5:1)', (make) => {
    const mark = makeMark(make);
    expect(mark).not.toBeNull();
    expect(mark!.letters).toMatch(/^[A-Z]{1,3}$/);
    expect(contrast(mark!.fill, mark!.ink)).toBeGreaterThanOrEqual(4.5);
    expect(renderToString(<MakeLogo make={make} />)).toContain('data-make-logo="drawn"');
  });

  it('a make with no logo (null) keeps the letter badge', () => {
    expect(makeMark('Unheard Motors')).toBeNull();
    const html = renderToString(<MakeLogo make="Unheard Motors" />);
    expect(html).not.toContain('data-make-logo');
    expect(html).toContain('>UN</text>');
  });

  it('finds a mark whatever the case or spacing', () => {
    expect(makeMark(' mercedes-benz ')).toEqual(makeMark('Mercedes-Benz'));
  });
});
