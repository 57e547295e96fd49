import { describe, expect, it } from 'vitest';
import { brandSemantics, paletteCss, palettes } from './palettes';

describe('template colours as CSS variables (README "Page speed": one palette per template, read by every CSS Module)', () => {
  it.each(Object.keys(palettes) as (keyof typeof palettes)[])('%s: every shade and every semantic brand colour', (template) => {
    const css = paletteCss(template);
    const palette = palettes[template];
    expect(css).toContain(`--brand-700:${palette[700]}`);
    expect(css).toContain(`--brand-solid:${palette[brandSemantics.solid]}`);
    expect(css).toContain(`--brand-focus-ring:${palette[brandSemantics.focusRing]}`);
    expect(css).toContain('--brand-contrast:#ffffff');
    expect(css).toMatch(/^:root\{[^{}]+\}$/);
  });
});
