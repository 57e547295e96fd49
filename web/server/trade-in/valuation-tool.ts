import type { SiteConfig } from '@dealer/tenants';

/**
 * The trade-in valuation API's feature flag (siteRoute's `feature`): the site shows a valuation
 * tool, AutoGrab's or RedBook's (§3 site config `autograb`, `redbook`; leads/valuation/README.md
 * "Choosing the provider": the flags say whether, the deployment says which provider). Never
 * gated by sign-in (§2, §6: trade-in and sell-my-car never are).
 */
export const valuationTool = {
  on: (config: SiteConfig): boolean => config.features.autograb || config.features.redbook,
  off: 'This site does not value trade-ins online.',
};
