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
  const key = `${slug}|${preview}|${settingsRevision(settings)}`;
  const known = resolvedSites.get(key);
  if (known) return known;
  const { config, ignored } = resolveSiteConfig(definition, settings);
  if (ignored.length > 0) console.warn(`[site ${slug}] ignored invalid settings: ${ignored.join('; ')}`);
  const site = { config, locale: createLocale(config.locale) };
  // One entry per site and mode: the revision an edit replaces is dropped with it.
  for (const old of resolvedSites.keys()) if (old.startsWith(`${slug}|${preview}|`)) resolvedSites.delete(old);
  resolvedSites.set(key, site);
  return site;
});

/**
 * Sites already merged with their settings, by the settings' revision: checking the merge with zod
 * cost every page and route about a millisecond though the settings change only on an edit
 * (README "Page speed"). A document without `_rev` (not from a content store) is keyed by its JSON.
 */
const resolvedSites = new Map<string, LoadedSite>();

function settingsRevision(settings: unknown): string {
  if (settings === null || settings === undefined) return 'none';
  const revision = (settings as { _rev?: unknown })._rev;
  return typeof revision === 'string' && revision ? `rev:${revision}` : `json:${JSON.stringify(settings)}`;
}
