import 'server-only';
import type { SanityClient } from '@sanity/client';
import { noRedirectWrites, redirectMutations, slugChangeParams, slugChangeQuery, slugChangeWrites, type AddressedDocument, type ExistingRedirect } from '@dealer/schemas';

export interface SlugChange {
  /** The published document whose slug changed. */
  id: string;
  site: string;
  type: string;
  oldSlug: string;
  newSlug: string;
}

export type SlugChangeOutcome = 'written' | 'already-written' | 'not-addressed';

/**
 * Keeps a changed slug's old address working (README "Redirects"), from the content webhook. The
 * Studio's publish action does this for a publish by hand; a Content Release publishes (by hand or
 * at its time) with no action running, so the webhook is what sees those. Both compute the same
 * writes from the same redirects, so whichever runs second finds nothing left to write.
 */
export async function keepOldAddress(client: SanityClient, change: SlugChange): Promise<SlugChangeOutcome> {
  const { redirects, others } = await client.fetch<{ redirects: ExistingRedirect[]; others: AddressedDocument[] }>(slugChangeQuery, slugChangeParams(change.site, change.id), { perspective: 'raw' });
  const writes = await slugChangeWrites({ ...change, redirects, others });
  if (!writes) return 'not-addressed';
  if (noRedirectWrites(writes)) return 'already-written';
  await client.mutate(redirectMutations(writes) as never, { visibility: 'sync' });
  return 'written';
}
