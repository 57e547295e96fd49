import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import type { BlockContext } from './define-block';

/** A block context for a demo site, for tests. */
export function testContext(slug = 'riverside-kia', preview = false): BlockContext {
  const site = resolveSiteConfig(siteDefinitions.find((s) => s.slug === slug)!).config;
  return { site, locale: createLocale(site.locale), preview };
}

/** Server-renders a tree the way the web app does (inside the Chakra provider), without Emotion's style tags. */
export function renderHtml(node: ReactNode): string {
  return renderToString(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>).replace(/<style[^>]*>.*?<\/style>/gs, '');
}
