import { deepMerge, type DeepPartial } from './deep-merge';
import { platformDefaults, type SiteIdentityKey } from './defaults';
import { siteConfigSchema, type SiteConfig, type SiteConfigInput } from './site-config';

/** A site as the code registry states it: its identity plus any overrides of the defaults. */
export type SiteDefinition = Pick<SiteConfigInput, SiteIdentityKey> &
  DeepPartial<Omit<SiteConfigInput, SiteIdentityKey>>;

export interface ResolvedSite {
  config: SiteConfig;
  /** CMS overrides that were ignored because they did not validate, with the reason. */
  ignored: string[];
}

/**
 * Platform defaults <- the site's code definition <- the editor's overrides from its Sanity
 * `siteSettings` document. The CMS part is untrusted input: a field that fails validation is
 * ignored (and reported) instead of breaking the site.
 */
export function resolveSiteConfig(site: SiteDefinition, cmsOverrides?: unknown): ResolvedSite {
  const base = siteConfigSchema.parse(deepMerge<SiteConfig>(platformDefaults as SiteConfig, site as DeepPartial<SiteConfig>));
  if (!cmsOverrides || typeof cmsOverrides !== 'object') return { config: base, ignored: [] };

  // The slug and domains identify the site for host routing; an editor cannot move a site.
  const { slug: _slug, domains: _domains, ...editable } = cmsOverrides as Record<string, unknown>;
  let overrides: Record<string, unknown> = editable;
  const ignored: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = siteConfigSchema.safeParse(deepMerge<SiteConfig>(base, overrides as DeepPartial<SiteConfig>));
    if (result.success) return { config: result.data, ignored };
    const issue = result.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    ignored.push(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
    if (!(key in overrides)) break;
    const { [key]: _dropped, ...rest } = overrides;
    overrides = rest;
  }
  return { config: base, ignored };
}
