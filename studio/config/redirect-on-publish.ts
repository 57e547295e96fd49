import type { DocumentActionComponent, DocumentActionsContext, SanityDocument } from 'sanity';
import { contentPath, destinationPath, redirectId, slugAddressedTypes, type SlugAddressedType } from '@dealer/schemas';

/** A published redirect of the site, as the action reads it. */
export interface ExistingRedirect {
  _id: string;
  source: string;
  destination: string;
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

const isSlugAddressed = (type: string): type is SlugAddressedType => (slugAddressedTypes as readonly string[]).includes(type);

/** A destination with its path swapped for `path`, keeping its query string and #anchor. */
const withPath = (destination: string, path: string) => path + destination.slice(destination.search(/[?#]|$/));

/**
 * The writes that keep a site's old addresses working when a document of `type` is published with
 * `newSlug` where its published copy had `oldSlug`; null when the address did not change.
 */
export async function slugChangeWrites(change: { site: string; type: string; oldSlug: string | undefined; newSlug: string | undefined; redirects: readonly ExistingRedirect[] }): Promise<RedirectWrites | null> {
  const { site, type, oldSlug, newSlug, redirects } = change;
  if (!isSlugAddressed(type) || !oldSlug || !newSlug) return null;
  const oldPath = contentPath(type, oldSlug);
  const newPath = contentPath(type, newSlug);
  if (oldPath === newPath) return null;
  // "/" is the site's home page, answered by the app whichever page is "home": never redirected.
  const create = oldPath === '/' ? null : { _id: await redirectId(site, oldPath), _type: 'redirect' as const, site, source: oldPath, destination: newPath, permanent: true as const };
  const remove = redirects.filter((redirect) => redirect.source === newPath || (redirect.source === oldPath && redirect._id !== create?._id)).map((redirect) => redirect._id);
  const repoint = redirects
    .filter((redirect) => !remove.includes(redirect._id) && redirect._id !== create?._id && destinationPath(redirect.destination) === oldPath)
    .map((redirect) => ({ _id: redirect._id, destination: withPath(redirect.destination, newPath) }));
  return { create, repoint, remove };
}

/** The published redirects of a site (few per site: the action reads them all). */
export const siteRedirectsQuery = '*[_type == "redirect" && site == $site && !(_id in path("drafts.**"))]{_id, source, destination}';

const slugOf = (document: SanityDocument | null | undefined): string | undefined => {
  const slug = document?.slug as { current?: unknown } | undefined;
  return typeof slug?.current === 'string' ? slug.current : undefined;
};

/**
 * The publish action of a page, legal page, blog post or location, which also writes the
 * redirects a changed slug needs. It publishes first: a publish the Studio refuses (validation
 * errors) never reaches here, as the action is disabled then.
 */
function publishWithRedirects(original: DocumentActionComponent, context: DocumentActionsContext): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => {
    const description = original(props);
    if (!description) return description;
    return {
      ...description,
      onHandle: () => {
        const oldSlug = slugOf(props.published);
        const newSlug = slugOf(props.draft);
        const site = (props.draft?.site ?? props.published?.site) as string | undefined;
        description.onHandle?.();
        if (!site || !oldSlug || !newSlug || oldSlug === newSlug) return;
        void writeRedirects(context, { site, type: props.type, oldSlug, newSlug }).catch((error: unknown) => {
          console.error('[redirects] could not write the redirect for the changed slug:', error);
        });
      },
    };
  };
  action.action = original.action;
  action.displayName = 'PublishWithRedirects';
  return action;
}

async function writeRedirects(context: DocumentActionsContext, change: { site: string; type: string; oldSlug: string; newSlug: string }) {
  const client = context.getClient({ apiVersion: '2025-02-19' });
  const redirects = await client.fetch<ExistingRedirect[]>(siteRedirectsQuery, { site: change.site }, { perspective: 'raw' });
  const writes = await slugChangeWrites({ ...change, redirects });
  if (!writes) return;
  const transaction = client.transaction();
  if (writes.create) transaction.createOrReplace(writes.create);
  for (const { _id, destination } of writes.repoint) transaction.patch(_id, { set: { destination } });
  for (const id of writes.remove) transaction.delete(id);
  await transaction.commit({ visibility: 'sync' });
}

/** `document.actions` of each workspace: publish keeps old addresses working for slug-addressed types. */
export function redirectOnPublishActions(previous: DocumentActionComponent[], context: DocumentActionsContext): DocumentActionComponent[] {
  if (!isSlugAddressed(context.schemaType)) return previous;
  return previous.map((action) => (action.action === 'publish' ? publishWithRedirects(action, context) : action));
}
