import type { DocumentActionComponent, DocumentActionsContext, SanityDocument } from 'sanity';
import { isSlugAddressed, noRedirectWrites, redirectMutations, slugChangeParams, slugChangeQuery, slugChangeWrites, type AddressedDocument, type ExistingRedirect } from '@dealer/schemas';

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
        void writeRedirects(context, { id: props.id, site, type: props.type, oldSlug, newSlug }).catch((error: unknown) => {
          console.error('[redirects] could not write the redirect for the changed slug:', error);
        });
      },
    };
  };
  action.action = original.action;
  action.displayName = 'PublishWithRedirects';
  return action;
}

async function writeRedirects(context: DocumentActionsContext, change: { id: string; site: string; type: string; oldSlug: string; newSlug: string }) {
  const client = context.getClient({ apiVersion: '2025-02-19' });
  const { redirects, others } = await client.fetch<{ redirects: ExistingRedirect[]; others: AddressedDocument[] }>(slugChangeQuery, slugChangeParams(change.site, change.id), { perspective: 'raw' });
  const writes = await slugChangeWrites({ ...change, redirects, others });
  if (!writes || noRedirectWrites(writes)) return;
  await client.mutate(redirectMutations(writes) as never, { visibility: 'sync' });
}

/** `document.actions` of each workspace: publish keeps old addresses working for slug-addressed types. */
export function redirectOnPublishActions(previous: DocumentActionComponent[], context: DocumentActionsContext): DocumentActionComponent[] {
  if (!isSlugAddressed(context.schemaType)) return previous;
  return previous.map((action) => (action.action === 'publish' ? publishWithRedirects(action, context) : action));
}
