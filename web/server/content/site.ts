import 'server-only';
import { cache } from 'react';
import { createLocale, findSiteDefinition, resolveSiteConfig, type LocaleFormatter, type SiteConfig } from '@dealer/tenants';
import { defineQuery } from 'groq';
import { cachedForSite } from './cache';
import { contentClient } from './client';

const settingsQuery = defineQuery(`*[_type == "siteSettings" && site == $site][0]`);

const loadSettings = cachedForSite('siteSettings', (site: string, preview: boolean) =>
  contentClient(preview).fetch(settingsQuery, { site }),
);

export interface LoadedSite {
  config: SiteConfig;
  locale: LocaleFormatter;
}

/**
 * A site's configuration: the code registry's definition merged with the editor's siteSettings.
 * Undefined for a slug the registry does not know. Memoised per request.
 */
export const loadSite = cache(async (slug: string, preview: boolean): Promise<LoadedSite | undefined> => {
  const definition = findSiteDefinition(slug);
  if (!definition) return undefined;
  const settings = await loadSettings(slug, preview);
  const { config, ignored } = resolveSiteConfig(definition, settings);
  if (ignored.length > 0) console.warn(`[site ${slug}] ignored invalid settings: ${ignored.join('; ')}`);
  return { config, locale: createLocale(config.locale) };
});
