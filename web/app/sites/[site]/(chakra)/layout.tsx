import type { ReactNode } from 'react';
import { loadSite } from '../../../../server/content/site';
import { Providers } from '../../../../theme/Providers';

/**
 * Routes whose pages still render Chakra components (the search experience, model grids, saved
 * cars, blog posts) get Chakra's provider and style registry here. The site layout above has
 * none, so pages outside this group (legal pages, the 404) ship no CSS-in-JS runtime (issue 11).
 */
export default async function ChakraRoutesLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site, false);
  return <Providers template={site?.config.template ?? 'standard'}>{children}</Providers>;
}
