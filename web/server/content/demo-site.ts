import { createLocale, findSiteDefinition, resolveSiteConfig, type SiteConfig } from '@dealer/tenants';
import type { LoadedSite } from './site';

/**
 * A site as `loadSite` gives it, from its code definition alone (no Content Lake), with feature
 * flags overridden: what route and page tests put in place of `loadSite`. Undefined for an unknown slug.
 */
export function demoSite(slug: string, features: Partial<SiteConfig['features']> = {}): LoadedSite | undefined {
  const definition = findSiteDefinition(slug);
  if (!definition) return undefined;
  const { config } = resolveSiteConfig(definition);
  const merged: SiteConfig = { ...config, features: { ...config.features, ...features } };
  return { config: merged, locale: createLocale(merged.locale) };
}
