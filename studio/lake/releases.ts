// Content Releases (lake README "Content Releases"): a release is a `system.release` document
// `_.releases.<name>`; its documents are versions `versions.<name>.<id>`. The release actions move a
// release through its states and run on the transaction's working copy, so publishing a release is
// one transaction: every version becomes published, or none does.
//
//   action      allowed from          effect
//   create      (id unused)           state active
//   edit        active, scheduled     patch; only `metadata` may change
//   schedule    active                state scheduled, publishAt (must be in the future); validated
//   unschedule  scheduled             state active, publishAt removed
//   publish     active, scheduled     validated; versions published (or unpublished), state published
//   archive     active                versions removed, state archived
//   unarchive   archived              versions restored from history, state active
//   delete      archived, published   release document removed
import { clone, isObject, type SanityDocument } from './document';
import { MutationFailure } from './errors';
import { isPublishedId, isVersionId, publishedIdOf, releaseOf, VERSIONS_PREFIX } from './ids';
import type { TransactionOptions, WorkingCopy } from './mutations';
import { strengthenOnPublish } from './references';

export const RELEASE_PREFIX = '_.releases.';
export const RELEASE_TYPE = 'system.release';
export const releaseDocumentId = (releaseId: string): string => `${RELEASE_PREFIX}${releaseId}`;
export const isReleaseDocumentId = (id: string): boolean => id.startsWith(RELEASE_PREFIX);

export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived';
const RELEASE_TYPES = new Set(['asap', 'scheduled', 'undecided']);
/** What `edit` may change: the metadata (the rest is the release actions' to set). */
const EDITABLE_FIELDS = new Set(['metadata', '_rev', '_updatedAt']);
/** The marker `version.unpublish` leaves on a version: publishing the release deletes the document. */
const UNPUBLISH_MARK = { delete: true };

/** Anything a release can look up besides the working copy (the history, for unarchive). */
export interface ReleaseContext extends TransactionOptions {
  lastRevision?: (id: string) => SanityDocument | undefined;
  /** True for the lake's own transactions (./scheduler); only they may use SCHEDULE_FAILED_ACTION. */
  internal?: boolean;
  validate?: ReleaseValidator;
}

/** One reason a document of a release fails validation. */
export interface ValidationProblem {
  id: string;
  path: string;
  message: string;
}

/**
 * Validates the documents a release would publish (as they would be published) against the
 * schemas; `dataset` is every published document as the publish would leave it, for lookups
 * (references, unique slugs). Injected (LakeOptions.validate) so the lake stays schema-agnostic.
 */
export type ReleaseValidator = (documents: SanityDocument[], dataset: SanityDocument[]) => Promise<ValidationProblem[]>;

/** The scheduler's record of a failed scheduled publish: back to active, with the reason. */
export const SCHEDULE_FAILED_ACTION = 'lake.internal.release.scheduledPublishFailed';

const invalid = (description: string, id?: string): never => {
  throw new MutationFailure(400, 'invalidAction', description, id);
};
const conflict = (description: string, id?: string): never => {
  throw new MutationFailure(409, 'actionConflict', description, id);
};

function releaseIdField(action: Record<string, unknown>): string {
  const value = action.releaseId;
  // The release name is also a perspective name and an id segment: the same characters as perspectives.ts.
  if (typeof value !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(value)) {
    return invalid('`releaseId` must be 1 to 64 characters a-z, A-Z, 0-9, "_" or "-"');
  }
  return value;
}

function stateOf(release: SanityDocument): ReleaseState {
  return release.state as ReleaseState;
}

/** The release document, refused unless it exists and is in one of `allowed` states. */
function releaseIn(tx: WorkingCopy, releaseId: string, allowed: ReleaseState[], verb: string): SanityDocument {
  const id = releaseDocumentId(releaseId);
  const release = tx.get(id);
  if (!release) return invalid(`Release "${releaseId}" does not exist`, id);
  if (!allowed.includes(stateOf(release))) {
    conflict(`Cannot ${verb} release "${releaseId}": it is ${String(release.state)} (allowed: ${allowed.join(', ')})`, id);
  }
  return release;
}

/** The versions a release holds, in id order. */
export function versionsOf(tx: Pick<WorkingCopy, 'all'>, releaseId: string): SanityDocument[] {
  const prefix = `${VERSIONS_PREFIX}${releaseId}.`;
  return [...tx.all()].filter((doc) => doc._id.startsWith(prefix)).sort((a, b) => a._id.localeCompare(b._id));
}

const siteOf = (doc: SanityDocument): string | undefined => (typeof doc.site === 'string' ? doc.site : undefined);

/**
 * A release holds one site's documents (README "Content Releases": workspaces are per site, a release
 * is a site's campaign). Documents without a `site` (shared types) go in any release.
 */
function checkOneSite(releaseId: string, versions: SanityDocument[]): void {
  const bySite = new Map<string, string>();
  for (const version of versions) {
    const site = siteOf(version);
    if (site && !bySite.has(site)) bySite.set(site, version._id);
  }
  if (bySite.size > 1) {
    const [[siteA, idA], [siteB, idB]] = [...bySite.entries()] as [[string, string], [string, string]];
    conflict(`Release "${releaseId}" would hold documents of two sites: "${idA}" (${siteA}) and "${idB}" (${siteB})`, idB);
  }
}

/**
 * Refuses a write to `versionId` unless its release is active, and a version that would mix sites in
 * its release. Versions of a release without a release document (written by plain mutations) stay
 * writable, as before releases existed.
 */
export function checkVersionWrite(tx: WorkingCopy, versionId: string, next: SanityDocument | null): void {
  const releaseId = releaseOf(versionId);
  if (!releaseId) return;
  const release = tx.get(releaseDocumentId(releaseId));
  if (!release) return;
  if (stateOf(release) !== 'active') {
    conflict(`Release "${releaseId}" is ${String(release.state)}: its documents cannot change${stateOf(release) === 'scheduled' ? ' until it is unscheduled' : ''}`, versionId);
  }
  if (next) checkOneSite(releaseId, [...versionsOf(tx, releaseId).filter((doc) => doc._id !== versionId), next]);
}

/** A version as its published document: `_system` dropped, Studio references made strong. */
function asPublished(version: SanityDocument): SanityDocument {
  const { _rev: _dropRev, _updatedAt: _dropUpdated, _system: _dropSystem, ...content } = clone(version);
  return strengthenOnPublish({ ...content, _id: publishedIdOf(version._id) });
}

const willUnpublish = (version: SanityDocument): boolean => isObject(version._system) && version._system.delete === true;

async function setSystemFields(tx: WorkingCopy, releaseId: string, set: Record<string, unknown>, unset: string[] = []): Promise<void> {
  await tx.apply({ patch: { id: releaseDocumentId(releaseId), set, ...(unset.length ? { unset } : {}) } });
}

/** Refuses (400, every reason listed) a release whose documents fail the schemas' validation. */
async function checkValid(tx: WorkingCopy, releaseId: string, versions: SanityDocument[], validate: ReleaseValidator | undefined): Promise<void> {
  if (!validate) return;
  const documents = versions.filter((version) => !willUnpublish(version)).map(asPublished);
  const dataset = new Map<string, SanityDocument>();
  for (const doc of tx.all()) if (isPublishedId(doc._id) && !isReleaseDocumentId(doc._id)) dataset.set(doc._id, doc);
  for (const version of versions) {
    if (willUnpublish(version)) dataset.delete(publishedIdOf(version._id));
  }
  for (const doc of documents) dataset.set(doc._id, doc);
  const problems = await validate(documents, [...dataset.values()]);
  if (problems.length > 0) {
    const reasons = problems.map(({ id, path, message }) => `${id} ${path}: ${message}`).join('; ');
    invalid(`Release "${releaseId}" has documents that fail validation: ${reasons}`, problems[0]?.id);
  }
}

async function publishRelease(tx: WorkingCopy, releaseId: string, context: ReleaseContext): Promise<void> {
  const now = context.timestamp;
  const versions = versionsOf(tx, releaseId);
  if (versions.length === 0) conflict(`Release "${releaseId}" holds no documents: there is nothing to publish`, releaseDocumentId(releaseId));
  checkOneSite(releaseId, versions);
  await checkValid(tx, releaseId, versions, context.validate);
  for (const version of versions) {
    const publishedId = publishedIdOf(version._id);
    if (willUnpublish(version)) {
      // A document deleted since it was marked stays deleted (Sanity: the unpublish is a no-op).
      if (tx.get(publishedId)) await tx.apply({ delete: { id: publishedId } });
    } else {
      await tx.apply({ createOrReplace: asPublished(version) });
    }
    await tx.apply({ delete: { id: version._id } });
  }
  await setSystemFields(tx, releaseId, { state: 'published', publishedAt: now, finalDocumentStates: versions.map(({ _id }) => ({ id: _id })) }, ['error']);
}

export async function applyReleaseAction(tx: WorkingCopy, action: Record<string, unknown>, context: ReleaseContext): Promise<void> {
  const releaseId = releaseIdField(action);
  const id = releaseDocumentId(releaseId);
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      if (tx.get(id)) conflict(`Release "${releaseId}" already exists`, id);
      const metadata = action.metadata === undefined ? { releaseType: 'undecided' } : action.metadata;
      if (!isObject(metadata)) return invalid('`metadata` must be an object');
      if (metadata.releaseType !== undefined && !RELEASE_TYPES.has(String(metadata.releaseType))) {
        invalid('`metadata.releaseType` must be "asap", "scheduled" or "undecided"');
      }
      return tx.apply({ create: { _id: id, _type: RELEASE_TYPE, name: releaseId, state: 'active', metadata: clone(metadata) } });
    }

    case 'sanity.action.release.edit': {
      const before = releaseIn(tx, releaseId, ['active', 'scheduled'], 'edit');
      if (!isObject(action.patch)) return invalid('`patch` must be an object of patch operations');
      await tx.apply({ patch: { ...clone(action.patch), id } });
      const after = tx.get(id);
      const fields = new Set([...Object.keys(before), ...Object.keys(after ?? {})].filter((field) => !EDITABLE_FIELDS.has(field)));
      const changed = [...fields].filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after?.[field]));
      if (changed.length > 0) invalid(`Only a release's metadata can be edited; the patch changes ${changed.join(', ')}`, id);
      if (!after || !isObject(after.metadata)) invalid('A release must keep its `metadata` object', id);
      return;
    }

    case 'sanity.action.release.schedule': {
      releaseIn(tx, releaseId, ['active'], 'schedule');
      const publishAt = action.publishAt;
      const at = typeof publishAt === 'string' ? Date.parse(publishAt) : Number.NaN;
      if (Number.isNaN(at)) return invalid('`publishAt` must be an ISO 8601 date-time');
      if (at <= Date.parse(context.timestamp)) invalid(`\`publishAt\` ${String(publishAt)} is not in the future (now ${context.timestamp})`, id);
      const versions = versionsOf(tx, releaseId);
      if (versions.length === 0) conflict(`Release "${releaseId}" holds no documents: there is nothing to schedule`, id);
      checkOneSite(releaseId, versions);
      await checkValid(tx, releaseId, versions, context.validate);
      return setSystemFields(tx, releaseId, { state: 'scheduled', publishAt: new Date(at).toISOString() }, ['error']);
    }

    case 'sanity.action.release.unschedule':
      releaseIn(tx, releaseId, ['scheduled'], 'unschedule');
      return setSystemFields(tx, releaseId, { state: 'active' }, ['publishAt']);

    case 'sanity.action.release.publish':
      releaseIn(tx, releaseId, ['active', 'scheduled'], 'publish');
      return publishRelease(tx, releaseId, context);

    case 'sanity.action.release.archive': {
      releaseIn(tx, releaseId, ['active'], 'archive');
      const versions = versionsOf(tx, releaseId);
      for (const version of versions) await tx.apply({ delete: { id: version._id } });
      return setSystemFields(tx, releaseId, { state: 'archived', finalDocumentStates: versions.map(({ _id }) => ({ id: _id })) });
    }

    case 'sanity.action.release.unarchive': {
      const release = releaseIn(tx, releaseId, ['archived'], 'unarchive');
      const finalStates = Array.isArray(release.finalDocumentStates) ? release.finalDocumentStates : [];
      for (const entry of finalStates) {
        const versionId = isObject(entry) && typeof entry.id === 'string' ? entry.id : '';
        if (!isVersionId(versionId) || tx.get(versionId)) continue;
        const last = context.lastRevision?.(versionId);
        if (!last) conflict(`Cannot unarchive release "${releaseId}": the history has no revision of "${versionId}"`, versionId);
        else await tx.apply({ create: { ...clone(last), _id: versionId } });
      }
      return setSystemFields(tx, releaseId, { state: 'active' }, ['finalDocumentStates']);
    }

    case 'sanity.action.release.delete':
      releaseIn(tx, releaseId, ['archived', 'published'], 'delete');
      return tx.apply({ delete: { id } });

    default:
      return invalid(`Action "${String(action.actionType)}" is not supported by the local Content Lake`);
  }
}

/** The scheduler could not publish a release at its time: it goes back to active with `error.message` (the Studio shows it). */
export async function recordScheduleFailure(tx: WorkingCopy, action: Record<string, unknown>, context: ReleaseContext): Promise<void> {
  if (!context.internal) return invalid(`Action "${SCHEDULE_FAILED_ACTION}" is the lake's own`);
  const releaseId = releaseIdField(action);
  releaseIn(tx, releaseId, ['scheduled'], 'record a failed publish of');
  const message = typeof action.message === 'string' ? action.message : 'The scheduled publish failed';
  await setSystemFields(tx, releaseId, { state: 'active', error: { message } }, ['publishAt']);
}

/** `version.unpublish`: marks the release's version of a published document so that publishing deletes it. */
export async function markForUnpublish(tx: WorkingCopy, versionId: string, publishedId: string): Promise<void> {
  if (!isVersionId(versionId) || publishedIdOf(versionId) !== publishedId) {
    invalid(`\`versionId\` must be a release version of "${publishedId}" (versions.<release>.${publishedId})`, versionId);
  }
  const releaseId = releaseOf(versionId) ?? '';
  releaseIn(tx, releaseId, ['active'], 'add documents to');
  const published = tx.get(publishedId);
  if (!published) invalid(`Cannot unpublish "${publishedId}" in release "${releaseId}": it is not published`, publishedId);
  const base = tx.get(versionId) ?? { ...(published as SanityDocument), _id: versionId };
  const { _rev: _dropRev, _updatedAt: _dropUpdated, ...content } = clone(base);
  const marked = { ...content, _system: { ...(isObject(content._system) ? content._system : {}), ...UNPUBLISH_MARK } };
  checkVersionWrite(tx, versionId, marked);
  await tx.apply({ createOrReplace: marked });
}

/**
 * The guard for plain mutations (`/data/mutate`): release documents are written by the release
 * actions only, and a release's versions only while it is active (a scheduled release is locked).
 */
export function checkMutationWrite(tx: WorkingCopy, id: string): void {
  if (isReleaseDocumentId(id)) {
    throw new MutationFailure(400, 'invalidMutation', `"${id}" is a release: change it with the release actions (sanity.action.release.*)`, id);
  }
  if (isVersionId(id)) checkVersionWrite(tx, id, tx.get(id));
}
