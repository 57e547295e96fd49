import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { Template } from '@dealer/tenants';
import { brandSemantics, palettes } from './palettes';

/** §1 responsive breakpoints: 400, 576, 768, 992, 1200, 1400 px. */
export const breakpoints = { xs: '400px', sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' } as const;

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
            brand: Object.fromEntries(
              Object.entries(brandSemantics).map(([name, shade]) => [name, { value: typeof shade === 'string' ? shade : `{colors.brand.${shade}}` }]),
            ),
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
