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


/** What each semantic brand colour is (the shade of the palette), once; `paletteCss` writes them out. */
export const brandSemantics = {
  solid: 700, contrast: '#ffffff', fg: 800, muted: 200, subtle: 50, emphasized: 100, focusRing: 500, border: 600,
} as const satisfies Record<string, keyof Palette | `#${string}`>;

/** `focusRing` -> `focus-ring`, as CSS custom properties are written. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The template's palette as CSS custom properties, which every CSS Module reads: `--brand-700`,
 * and the semantic names (`--brand-solid`, `--brand-fg`, ...).
 */
export function paletteCss(template: Template): string {
  const p = palettes[template];
  const shades = Object.entries(p).map(([shade, value]) => `--brand-${shade}:${value}`);
  const semantic = Object.entries(brandSemantics).map(
    ([name, shade]) => `--brand-${kebab(name)}:${typeof shade === 'string' ? shade : p[shade]}`,
  );
  return `:root{${[...shades, ...semantic].join(';')}}`;
}
