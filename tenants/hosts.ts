import { siteDefinitions } from './sites';

export type HostMatch =
  | { kind: 'site'; slug: string }
  | { kind: 'platform' }
  | { kind: 'unknown'; host: string };

const PLATFORM_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// A DNS name: labels of letters, digits and inner hyphens. Anything else is not a host we serve.
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const slugs = new Set(siteDefinitions.map((site) => site.slug));
const byDomain = new Map<string, string>();
for (const site of siteDefinitions) for (const domain of site.domains ?? []) byDomain.set(domain.toLowerCase(), site.slug);

/**
 * Which site a request's Host header names: `{slug}.localhost` in development, a dealer's own
 * domain (or its www. form) in production, and the bare platform host for the index of sites.
 */
export function resolveHost(rawHost: string | null | undefined): HostMatch {
  const host = (rawHost ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  if (PLATFORM_HOSTS.has(name)) return { kind: 'platform' };
  if (!HOSTNAME.test(name)) return { kind: 'unknown', host };

  if (name.endsWith('.localhost')) {
    const slug = name.slice(0, -'.localhost'.length);
    return slugs.has(slug) ? { kind: 'site', slug } : { kind: 'unknown', host };
  }
  const slug = byDomain.get(name) ?? byDomain.get(name.replace(/^www\./, ''));
  return slug ? { kind: 'site', slug } : { kind: 'unknown', host };
}

/** The development URL of a site. */
export function siteDevUrl(slug: string, port = 3000): string {
  return `http://${slug}.localhost:${port}`;
}
