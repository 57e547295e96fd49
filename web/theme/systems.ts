import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { Template } from '@dealer/tenants';

/** §1 responsive breakpoints: 400, 576, 768, 992, 1200, 1400 px. */
export const breakpoints = { xs: '400px', sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' } as const;

interface Palette {
  50: string; 100: string; 200: string; 500: string; 600: string; 700: string; 800: string; 900: string;
}

/** One palette per template; every block reads it through the `brand` semantic tokens. */
const palettes: Record<Template, Palette> = {
  // Franchise dealers: deep navy with a bright accent.
  brand: { 50: '#eef3fb', 100: '#d6e2f5', 200: '#adc4ea', 500: '#2d5fb3', 600: '#1f4a94', 700: '#183a75', 800: '#122b57', 900: '#0b1c3a' },
  // Multi-brand groups: a confident green.
  group: { 50: '#ecf8f1', 100: '#cdeedb', 200: '#9bdcb8', 500: '#1f8f55', 600: '#177443', 700: '#115c35', 800: '#0c4527', 900: '#072e1a' },
  // Everyone else: warm red.
  standard: { 50: '#fdf0ee', 100: '#f9d7d1', 200: '#f2aca1', 500: '#c8412f', 600: '#a83324', 700: '#87281c', 800: '#661e15', 900: '#45140e' },
};

function systemFor(template: Template): SystemContext {
  const p = palettes[template];
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: { 'html, body': { fontFamily: 'var(--font-sans), system-ui, sans-serif' } },
      theme: {
        breakpoints,
        tokens: {
          colors: { brand: Object.fromEntries(Object.entries(p).map(([k, v]) => [k, { value: v }])) },
          fonts: { heading: { value: 'var(--font-sans), system-ui, sans-serif' }, body: { value: 'var(--font-sans), system-ui, sans-serif' } },
        },
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: '{colors.brand.700}' },
              contrast: { value: '#ffffff' },
              fg: { value: '{colors.brand.800}' },
              muted: { value: '{colors.brand.200}' },
              subtle: { value: '{colors.brand.50}' },
              emphasized: { value: '{colors.brand.100}' },
              focusRing: { value: '{colors.brand.500}' },
              border: { value: '{colors.brand.600}' },
            },
          },
        },
      },
    }),
  );
}

const systems = new Map<Template, SystemContext>();
export function getSystem(template: Template): SystemContext {
  let system = systems.get(template);
  if (!system) systems.set(template, (system = systemFor(template)));
  return system;
}
