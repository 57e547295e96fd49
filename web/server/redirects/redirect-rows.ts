import { redirectSchema } from '@dealer/schemas';
import { resolveHost } from '@dealer/tenants';
import { indexRedirectRules, type RedirectTable } from '../http/redirect-table.mts';

/** The published redirects of every site, as the table needs them (README "Redirects"). */
export const allRedirectsQuery = '*[_type == "redirect" && defined(site) && defined(source)]{site, source, destination, permanent}';

/** A Host header's site, by the same rules as every route (tenants' resolveHost). */
export function siteOfHost(host: string): string | null {
  const match = resolveHost(host);
  return match.kind === 'site' ? match.slug : null;
}

/**
 * The table for `rows` as the content store returned them: each row parsed by the `redirect`
 * type's zod twin, so a document written around the Studio's rules (a `//host` or `javascript:`
 * destination, an over-long path) is left out, as is a loop; `skipped` names them for the log.
 */
export function redirectTableFromRows(rows: readonly unknown[], hostToSite: (host: string) => string | null = siteOfHost): { table: RedirectTable; count: number; skipped: string[] } {
  const valid = [];
  const skipped: string[] = [];
  for (const row of rows) {
    const parsed = redirectSchema.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else skipped.push(`${JSON.stringify(row).slice(0, 120)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  }
  const { rules, loops } = indexRedirectRules(valid);
  skipped.push(...loops.map((loop) => `${loop}: part of a loop`));
  return { table: { siteOfHost: hostToSite, rules }, count: valid.length - loops.length, skipped };
}
