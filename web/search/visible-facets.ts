import { refinementFacets, type RefinementFacet } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';

/** The search page's layout as far as facets go: which refinement facets have a widget a shopper sees. */
export interface FacetLayout {
  /** In the facet sidebar (§2 collapsible facet sidebar). */
  sidebar: RefinementFacet[];
  /** In the group side panel (§2: keyword box, city facet, dealership facet), when the site has it. */
  groupPanel: RefinementFacet[];
  /**
   * Every other facet of the §3 search state: no widget shows it, yet an address may refine it
   * (§2 "one parameter per facet", the dealer link refinementList[dealership_slug][0]=…), so each
   * gets a widget with no UI and a removable chip.
   */
  hidden: RefinementFacet[];
}

/** §2 group side panel: the facets it shows, in order. */
export const GROUP_PANEL_FACETS = ['city', 'dealership_name', 'weekly_price_range'] as const satisfies readonly RefinementFacet[];

export function facetLayout(site: SiteConfig): FacetLayout {
  const groupPanel: RefinementFacet[] = site.features.groupSearchPanel ? [...GROUP_PANEL_FACETS] : [];
  const sidebar: RefinementFacet[] = ['car_type', 'make', 'model', 'body', 'fuel', 'transmission', 'colour', 'seats'];
  if (site.dealerships.length > 1 && !groupPanel.includes('dealership_name')) sidebar.push('dealership_name');
  if (site.locations.length > 1) sidebar.push('location_name');
  const shown = new Set<RefinementFacet>([...sidebar, ...groupPanel]);
  return { sidebar, groupPanel, hidden: refinementFacets.filter((facet) => !shown.has(facet)) };
}
