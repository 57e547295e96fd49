import { findSiteDefinition, siteDefinitions } from '@dealer/tenants';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { siteTag } from '@/server/content/cache';
import { revalidateSecret } from '@/server/content/config';
import { invalidFields, problem, zodFieldErrors } from '@/server/http/problem';
import { readJsonBody } from '@/server/http/read-json-body';
import { contentWriteClient } from '@/server/content/client';
import { redirectService } from '@/server/redirects/redirect-service';
import { keepOldAddress, type SlugChange } from '@/server/redirects/slug-change';
import { bearerToken, secretEquals } from '@/server/http/secret-equals.mts';

/**
 * Called by the content store (the local lake, or a Sanity GROQ webhook with the projection
 * `{_id, _type, site, "slug": slug.current, "previousSlug": before().slug.current}` and an
 * `Authorization: Bearer <secret>` header) whenever a published document changes. Expires exactly
 * that site's cached content, so the next request renders the edit. A document without a site
 * (shared content) expires every site. A changed slug also keeps its old address (README "Redirects").
 */
/** The webhook's projection is five short fields. */
const MAX_BODY_BYTES = 4 * 1024;

/** Sanity's slugs are at most 200 characters here (schemas' slug rules); a little room for others. */
const slugField = z.string().min(1).max(512).nullish();

const bodySchema = z.object({
  _id: z.string().min(1),
  _type: z.string().min(1),
  site: z.string().nullish(),
  slug: slugField,
  previousSlug: slugField,
});

function authorised(request: Request): boolean {
  const secret = revalidateSecret();
  return !!secret && secretEquals(bearerToken(request), secret);
}

/** Every refusal is problem details with `revalidated: false` (README "Routes and errors"). */
const refused = { revalidated: false };

// Not siteRoute: a machine endpoint signed with the revalidation secret, called by the content store for any site.
export async function POST(request: Request) {
  if (!authorised(request)) return problem(401, 'Invalid or missing revalidation secret.', refused);
  const body = await readJsonBody(request, MAX_BODY_BYTES, '{"_id", "_type", "site"}');
  if (!body.ok) return body.status === 400 ? invalidFields({ form: body.message }, body.message, refused) : problem(body.status, body.message, refused);
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return invalidFields(zodFieldErrors(parsed.error), 'Invalid body.', refused);
  const { site } = parsed.data;
  if (site && !findSiteDefinition(site)) return problem(404, `Unknown site "${site}".`, refused);
  const tags = site ? [siteTag(site)] : siteDefinitions.map((definition) => siteTag(definition.slug));
  // Expire now (not stale-while-revalidate): the editor expects the next page view to show the edit.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // A redirect is answered by the front door from a table of its own (README "Redirects"): re-read it here and on every instance.
  if (parsed.data._type === 'redirect') {
    try {
      await (await redirectService()).changed();
    } catch (error) {
      console.error('[redirects] could not re-read the redirects after a change:', error);
    }
  }
  const { slug, previousSlug } = parsed.data;
  if (site && slug && previousSlug && slug !== previousSlug) await keepOldAddressLogged({ id: parsed.data._id, site, type: parsed.data._type, oldSlug: previousSlug, newSlug: slug });
  return Response.json({ revalidated: true, tags });
}

/** A redirect that cannot be written is logged, never a failed webhook: the cache has expired either way. */
async function keepOldAddressLogged(change: SlugChange): Promise<void> {
  const client = contentWriteClient();
  if (!client) {
    console.warn(`[redirects] ${change.site}: the slug "${change.oldSlug}" became "${change.newSlug}", but no SANITY_WRITE_TOKEN is set to write its redirect`);
    return;
  }
  try {
    if ((await keepOldAddress(client, change)) === 'written') console.log(`[redirects] ${change.site}: kept the old address of "${change.oldSlug}" (now "${change.newSlug}")`);
  } catch (error) {
    console.error(`[redirects] ${change.site}: could not write the redirect for "${change.oldSlug}" -> "${change.newSlug}":`, error);
  }
}
