// What a changed slug writes so the old address keeps working (README "Redirects"): shared by the
// Studio's publish action and the web app's webhook, which sees publishes no action runs for (a
// Content Release publishing, by hand or at its time).
import { contentPath, destinationPath, redirectId, slugAddressedTypes, type SlugAddressedType } from './redirect-paths';

/** A published redirect of the site, as the action reads it. */
export interface ExistingRedirect {
  _id: string;
  source: string;
  destination: string;
}

/** A published document of the site with an address (`contentPath` of its type and slug). */
export interface AddressedDocument {
  _type: string;
  slug: string;
}

/** What publishing a changed slug writes (README "Redirects"). */
export interface RedirectWrites {
  /** The redirect from the old address to the new one (none from the home page "/"). */
  create: { _id: string; _type: 'redirect'; site: string; source: string; destination: string; permanent: true } | null;
  /** Redirects that sent shoppers to the old address now send them to the new one: no chains. */
  repoint: { _id: string; destination: string }[];
  /** Redirects from the new address (a page answers it now), or other redirects from the old one. */
  remove: string[];
}

/** Whether documents of `type` are served at an address made of their slug. */
export const isSlugAddressed = (type: string): type is SlugAddressedType => (slugAddressedTypes as readonly string[]).includes(type);

/** A destination with its path swapped for `path`, keeping its query string and #anchor. */
const withPath = (destination: string, path: string) => path + destination.slice(destination.search(/[?#]|$/));

/**
 * The writes that keep a site's old addresses working when a document of `type` is published with
 * `newSlug` where its published copy had `oldSlug`; null when the address did not change.
 */
export async function slugChangeWrites(change: {
  site: string;
  type: string;
  oldSlug: string | undefined;
  newSlug: string | undefined;
  redirects: readonly ExistingRedirect[];
  /** The site's other published documents: one that answers the old address now (two slugs swapped) gets no redirect in front of it. */
  others?: readonly AddressedDocument[];
}): Promise<RedirectWrites | null> {
  const { site, type, oldSlug, newSlug, redirects, others = [] } = change;
  if (!isSlugAddressed(type) || !oldSlug || !newSlug) return null;
  const oldPath = contentPath(type, oldSlug);
  const newPath = contentPath(type, newSlug);
  if (oldPath === newPath) return null;
  // "/" is the site's home page, answered by the app whichever page is "home": never redirected.
  // Nor is an address another document answers now: the front door would hide it.
  const answered = others.some((other) => isSlugAddressed(other._type) && contentPath(other._type, other.slug) === oldPath);
  const wanted = oldPath === '/' || answered ? null : { _id: await redirectId(site, oldPath), _type: 'redirect' as const, site, source: oldPath, destination: newPath, permanent: true as const };
  // Already written (the publish action and the webhook both keep the address): not written twice.
  const create = wanted && redirects.some((redirect) => redirect._id === wanted._id && redirect.source === wanted.source && redirect.destination === wanted.destination) ? null : wanted;
  const remove = redirects.filter((redirect) => redirect.source === newPath || (redirect.source === oldPath && redirect._id !== wanted?._id)).map((redirect) => redirect._id);
  const repoint = redirects
    .filter((redirect) => !remove.includes(redirect._id) && redirect._id !== wanted?._id && destinationPath(redirect.destination) === oldPath)
    .map((redirect) => ({ _id: redirect._id, destination: withPath(redirect.destination, newPath) }));
  return { create, repoint, remove };
}

/**
 * What the writes are computed from, read with the `raw` perspective: the site's published
 * redirects (few per site: all of them) and its other published documents with an address.
 * Parameters: `slugChangeParams`.
 */
export const slugChangeQuery = `{
  "redirects": *[_type == "redirect" && site == $site && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_id, source, destination},
  "others": *[_type in $types && site == $site && _id != $id && defined(slug.current) && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{_type, "slug": slug.current}
}`;
export const slugChangeParams = (site: string, publishedId: string) => ({ site, id: publishedId, types: [...slugAddressedTypes] });

/** The writes as Sanity mutations, for one transaction (`client.mutate`). */
export function redirectMutations(writes: RedirectWrites): Record<string, unknown>[] {
  return [
    ...(writes.create ? [{ createOrReplace: writes.create }] : []),
    ...writes.repoint.map(({ _id, destination }) => ({ patch: { id: _id, set: { destination } } })),
    ...writes.remove.map((id) => ({ delete: { id } })),
  ];
}

/** True when there is nothing to write. */
export const noRedirectWrites = (writes: RedirectWrites | null): boolean => !writes || (!writes.create && writes.repoint.length === 0 && writes.remove.length === 0);
