import type { Template } from '@dealer/tenants';

export interface Palette {
  50: string; 100: string; 200: string; 500: string; 600: string; 700: string; 800: string; 900: string;
}

/** One palette per template; every block reads it through the `brand` semantic tokens. */
export const palettes: Record<Template, Palette> = {
  // Franchise dealers: deep navy with a bright accent.
  brand: { 50: '#eef3fb', 100: '#d6e2f5', 200: '#adc4ea', 500: '#2d5fb3', 600: '#1f4a94', 700: '#183a75', 800: '#122b57', 900: '#0b1c3a' },
  // Multi-brand groups: a confident green.
  group: { 50: '#ecf8f1', 100: '#cdeedb', 200: '#9bdcb8', 500: '#1f8f55', 600: '#177443', 700: '#115c35', 800: '#0c4527', 900: '#072e1a' },
  // Everyone else: warm red.
  standard: { 50: '#fdf0ee', 100: '#f9d7d1', 200: '#f2aca1', 500: '#c8412f', 600: '#a83324', 700: '#87281c', 800: '#661e15', 900: '#45140e' },
};


/**
 * The template's palette as CSS custom properties, for the server-rendered parts of a page that
 * are styled with plain CSS (global.css and CSS Modules) rather than Chakra: `--brand-700`, and the
 * semantic names Chakra's `brand.*` tokens use (`--brand-solid`, `--brand-fg`, ...).
 */
export function paletteCss(template: Template): string {
  const p = palettes[template];
  const shades = Object.entries(p).map(([shade, value]) => `--brand-${shade}:${value}`);
  const semantic = [
    `--brand-solid:${p[700]}`, '--brand-contrast:#ffffff', `--brand-fg:${p[800]}`, `--brand-muted:${p[200]}`,
    `--brand-subtle:${p[50]}`, `--brand-emphasized:${p[100]}`, `--brand-focus-ring:${p[500]}`, `--brand-border:${p[600]}`,
  ];
  return `:root{${[...shades, ...semantic].join(';')}}`;
}
