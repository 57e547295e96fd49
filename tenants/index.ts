export * from './config/site-config';
export * from './config/defaults';
export * from './config/deep-merge';
export * from './config/resolve';
export * from './config/time-zone';
export * from './locale/locale';
export { messagesEnAU, type MessageKey } from './locale/messages';
export * from './hosts';
export { siteDefinitions } from './sites';
export { demoStockProfiles, type DemoStockProfile, type DemoStockCatalogue } from './sites/demo-stock-profiles';

import { siteDefinitions } from './sites';
import type { SiteDefinition } from './config/resolve';

export function findSiteDefinition(slug: string): SiteDefinition | undefined {
  return siteDefinitions.find((site) => site.slug === slug);
}
export { comparisonRateWarning, financeLaw } from './compliance/finance-law';
export * from './locale/island-locale';
export { clientFormatter, type ClientLocale } from './locale/formatter';
export { clientLocale } from './locale/client-locale';
