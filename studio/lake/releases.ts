// Content Releases (README "Releases"): a release is a `system.release` document stored under
// `_.releases.{releaseId}`; its documents are versions `versions.{releaseId}.{id}`. This file holds
// the release actions (`sanity.action.release.*`), their state rules, and publishing, which applies
// every version to its published document inside the one transaction of the request.
import { clone, isObject, type SanityDocument } from './document';
import { MutationFailure } from './errors';
import { VERSIONS_PREFIX, publishedIdOf, releaseOf } from './ids';
import type { WorkingCopy } from './mutations';
import { strengthenOnPublish } from './references';

export const RELEASE_TYPE = 'system.release';
export const RELEASE_DOCUMENTS_PREFIX = '_.releases.';
export const releaseDocumentId = (releaseId: string): string => `${RELEASE_DOCUMENTS_PREFIX}${releaseId}`;
export const isReleaseDocumentId = (id: string): boolean => id.startsWith(RELEASE_DOCUMENTS_PREFIX);

/** Sanity's states; the lake changes state at once, so the -ing states never appear here. */
export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived';
const RELEASE_TYPES = ['asap', 'scheduled', 'undecided'];
/** As perspective names (./perspectives): a release id is one perspective layer. */
const RELEASE_ID = /^[a-zA-Z0-9_-]{1,64}$/;

/** Sanity marks a version that unpublishes its document when the release publishes with this. */
export const isMarkedToUnpublish = (doc: SanityDocument): boolean => isObject(doc._system) && doc._system.delete === true;

/** A problem a document has, from the `validate` hook of startLake. */
export interface ValidationProblem {
  id: string;
  path: string;
  message: string;
}
/**
 * Checks the documents a release publishes (as they will be published). `dataset` is every
 * document as the publish would leave it, for validators that look others up (links, references).
 */
export type ValidateDocuments = (documents: SanityDocument[], context: { dataset: () => SanityDocument[] }) => Promise<ValidationProblem[]>;

/**
 * Sanity's documented limits on one release: at most 1,000 documents, and 100 MB of JSON for
 * all of them together (README "Releases").
 */
export const DOCUMENTS_PER_RELEASE = 1000;
export const RELEASE_JSON_BYTES = 100_000_000;
/**
 * Active releases (scheduled ones and scheduled drafts included) a dataset may have at once. On
 * Sanity the quota comes with the plan; here it is the lake's setting (`releaseLimit`).
 */
export const DEFAULT_ACTIVE_RELEASE_LIMIT = 100;

export interface ReleaseContext {
  now: () => number;
  /** Active releases the dataset may have; default DEFAULT_ACTIVE_RELEASE_LIMIT. */
  activeReleaseLimit?: number;
  validate?: ValidateDocuments;
  /** A deleted document's last state (from the history log): how unarchive restores versions. */
  lastRevision?: (id: string) => SanityDocument | undefined;
  /** Only the lake's scheduler may publish a scheduled release. */
  scheduledPublish?: boolean;
}

const fail = (status: 400 | 404 | 409, description: string, id?: string): never => {
  throw new MutationFailure(status, status === 409 ? 'releaseConflict' : 'invalidAction', description, id);
};

export function releaseIdField(action: Record<string, unknown>): string {
  const value = action.releaseId;
  if (typeof value !== 'string' || !RELEASE_ID.test(value)) {
    return fail(400, '`releaseId` must be 1 to 64 characters a-z, A-Z, 0-9, "_" or "-"');
  }
  return value;
}

/** The release, or a 404 naming it. */
export function releaseOrFail(tx: WorkingCopy, releaseId: string): SanityDocument {
  const release = tx.get(releaseDocumentId(releaseId));
  if (!release || release._type !== RELEASE_TYPE) return fail(404, `Release "${releaseId}" does not exist`, releaseDocumentId(releaseId));
  return release;
}

const stateOf = (release: SanityDocument): string => String(release.state);

/** Every version in the release, as the transaction sees them. */
export function versionsOf(tx: WorkingCopy, releaseId: string): SanityDocument[] {
  const prefix = `${VERSIONS_PREFIX}${releaseId}.`;
  return [...tx.all()].filter((doc) => doc._id.startsWith(prefix));
}

/**
 * Rules for writing the version `versionId` (create, replace, discard, unpublish, edit): its release
 * must exist and be active (a scheduled one is frozen until unscheduled), and a release belongs to
 * the site of its first document (content documents carry `site`).
 */
export function checkVersionWrite(tx: WorkingCopy, versionId: string, document?: SanityDocument): void {
  const releaseId = releaseOf(versionId);
  if (releaseId === undefined) return; // a draft
  const release = releaseOrFail(tx, releaseId);
  if (stateOf(release) !== 'active') {
    fail(409, `Release "${releaseId}" is ${stateOf(release)}: only an active release takes changes to its documents${stateOf(release) === 'scheduled' ? ' (unschedule it first)' : ''}`, versionId);
  }
  if (!document) return;
  const versions = versionsOf(tx, releaseId);
  checkReleaseSize(releaseId, versions, versionId, document);
  const site = siteOf(tx, document);
  if (site === undefined) return;
  for (const other of versions) {
    if (publishedIdOf(other._id) === publishedIdOf(versionId)) continue;
    const otherSite = siteOf(tx, other);
    if (otherSite !== undefined && otherSite !== site) {
      fail(409, `Release "${releaseId}" holds "${other._id}" of site "${otherSite}"; "${versionId}" is of site "${site}": a release belongs to one site`, versionId);
    }
  }
}

/** Sanity's limits on one release, with `document` written as `versionId`. */
export function checkReleaseSize(releaseId: string, versions: readonly SanityDocument[], versionId: string, document: SanityDocument, limits = { documents: DOCUMENTS_PER_RELEASE, bytes: RELEASE_JSON_BYTES }): void {
  const others = versions.filter((version) => version._id !== versionId);
  if (others.length >= limits.documents) {
    fail(409, `Release "${releaseId}" holds ${others.length} documents, the most a release may hold (${limits.documents}): put "${publishedIdOf(versionId)}" in another release`, versionId);
  }
  const bytes = [...others, document].reduce((total, version) => total + Buffer.byteLength(JSON.stringify(version)), 0);
  if (bytes > limits.bytes) {
    fail(409, `Release "${releaseId}" would hold ${(bytes / 1e6).toFixed(1)} MB of documents, over the ${limits.bytes / 1e6} MB a release may hold`, versionId);
  }
}

/** Active and scheduled releases: what counts towards the dataset's limit. */
export const isOpenRelease = (doc: SanityDocument): boolean => doc._type === RELEASE_TYPE && (doc.state === 'active' || doc.state === 'scheduled');

function checkActiveReleaseLimit(tx: WorkingCopy, releaseId: string, context: ReleaseContext): void {
  const limit = context.activeReleaseLimit ?? DEFAULT_ACTIVE_RELEASE_LIMIT;
  const open = [...tx.all()].filter((doc) => isReleaseDocumentId(doc._id) && isOpenRelease(doc)).length;
  if (open >= limit) {
    fail(409, `The dataset has ${open} active releases, its limit (${limit}): publish, archive or delete one before opening "${releaseId}"`, releaseDocumentId(releaseId));
  }
}

/** A document's site: its own `site`, else that of its published document or draft. */
function siteOf(tx: WorkingCopy, doc: SanityDocument): string | undefined {
  if (typeof doc.site === 'string') return doc.site;
  const publishedId = publishedIdOf(doc._id);
  for (const id of [publishedId, `drafts.${publishedId}`]) {
    const site = tx.get(id)?.site;
    if (typeof site === 'string') return site;
  }
  return undefined;
}

function metadataField(value: unknown): Record<string, unknown> {
  if (value === undefined) return { releaseType: 'undecided' };
  if (!isObject(value)) return fail(400, '`metadata` must be an object');
  const metadata = { ...clone(value) };
  metadata.releaseType ??= 'undecided';
  checkMetadata(metadata);
  return metadata;
}

function checkMetadata(metadata: unknown): void {
  if (!isObject(metadata)) return fail(400, '`metadata` must be an object');
  if (!RELEASE_TYPES.includes(String(metadata.releaseType))) fail(400, `metadata.releaseType must be one of ${RELEASE_TYPES.join(', ')}`);
  for (const key of ['title', 'description'] as const) {
    if (metadata[key] !== undefined && typeof metadata[key] !== 'string') fail(400, `metadata.${key} must be a string`);
  }
  if (metadata.intendedPublishAt !== undefined && !isIsoTime(metadata.intendedPublishAt)) fail(400, 'metadata.intendedPublishAt must be an ISO 8601 date-time');
}

/**
 * How far in the past a schedule may be and still count as "now". The Studio probes whether the
 * editor may schedule with a dry run at the browser's `new Date()`, which is a moment old when it
 * arrives; a refused probe reads as "your role may not schedule" and disables the button. A
 * minute also absorbs the clock skew between a browser and the lake; older times are refused.
 */
export const SCHEDULE_CLOCK_TOLERANCE_MS = 60_000;

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** Writes the release with `changes` applied (`undefined` removes a field). */
async function updateRelease(tx: WorkingCopy, release: SanityDocument, changes: Record<string, unknown>): Promise<void> {
  const next: Record<string, unknown> = { ...clone(release), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  await tx.apply({ createOrReplace: next });
}

export async function applyReleaseAction(tx: WorkingCopy, action: Record<string, unknown>, context: ReleaseContext): Promise<void> {
  const releaseId = releaseIdField(action);
  const id = releaseDocumentId(releaseId);
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      if (tx.get(id)) return fail(409, `Release "${releaseId}" already exists`, id);
      checkActiveReleaseLimit(tx, releaseId, context);
      return tx.apply({ create: { _id: id, _type: RELEASE_TYPE, name: releaseId, state: 'active', metadata: metadataField(action.metadata) } });
    }

    case 'sanity.action.release.edit': {
      const release = releaseOrFail(tx, releaseId);
      if (stateOf(release) !== 'active') return fail(409, `Release "${releaseId}" is ${stateOf(release)}: only an active release can be edited`, id);
      if (!isObject(action.patch)) return fail(400, '`patch` must be an object of patch operations');
      await tx.apply({ patch: { ...clone(action.patch), id } });
      const patched = tx.get(id);
      // Only the metadata is the editor's; state, name and times are the lake's.
      const { metadata: _after, _rev: _r1, _updatedAt: _u1, ...rest } = patched ?? { _id: id };
      const { metadata: _before, _rev: _r2, _updatedAt: _u2, ...was } = release;
      if (JSON.stringify(rest) !== JSON.stringify(was)) return fail(400, 'A release edit may change `metadata` only');
      return checkMetadata(patched?.metadata);
    }

    case 'sanity.action.release.schedule': {
      const release = releaseOrFail(tx, releaseId);
      if (stateOf(release) !== 'active') return fail(409, `Release "${releaseId}" is ${stateOf(release)}: only an active release can be scheduled`, id);
      if (!isIsoTime(action.publishAt)) return fail(400, '`publishAt` must be an ISO 8601 date-time');
      if (Date.parse(action.publishAt) < context.now() - SCHEDULE_CLOCK_TOLERANCE_MS) return fail(400, `\`publishAt\` ${action.publishAt} is in the past`);
      return updateRelease(tx, release, { state: 'scheduled', publishAt: new Date(action.publishAt).toISOString(), error: undefined });
    }

    case 'sanity.action.release.unschedule': {
      const release = releaseOrFail(tx, releaseId);
      if (stateOf(release) !== 'scheduled') return fail(409, `Release "${releaseId}" is ${stateOf(release)}, not scheduled`, id);
      return updateRelease(tx, release, { state: 'active', publishAt: undefined, error: undefined });
    }

    case 'sanity.action.release.publish': {
      const release = releaseOrFail(tx, releaseId);
      const state = stateOf(release);
      if (!(state === 'active' || (state === 'scheduled' && context.scheduledPublish))) {
        return fail(409, `Release "${releaseId}" is ${state}: only an active release can be published${state === 'scheduled' ? ' (unschedule it first)' : ''}`, id);
      }
      return publishRelease(tx, release, releaseId, context);
    }

    case 'sanity.action.release.archive': {
      const release = releaseOrFail(tx, releaseId);
      if (stateOf(release) !== 'active') return fail(409, `Release "${releaseId}" is ${stateOf(release)}: only an active release can be archived`, id);
      // As on Sanity, archiving removes the versions and remembers which there were.
      const versions = versionsOf(tx, releaseId);
      for (const version of versions) await tx.apply({ delete: { id: version._id } });
      return updateRelease(tx, release, { state: 'archived', finalDocumentStates: versions.map((version) => ({ id: version._id })) });
    }

    case 'sanity.action.release.unarchive': {
      const release = releaseOrFail(tx, releaseId);
      if (stateOf(release) !== 'archived') return fail(409, `Release "${releaseId}" is ${stateOf(release)}, not archived`, id);
      checkActiveReleaseLimit(tx, releaseId, context);
      const finals = Array.isArray(release.finalDocumentStates) ? release.finalDocumentStates : [];
      for (const entry of finals) {
        const versionId = isObject(entry) && typeof entry.id === 'string' ? entry.id : undefined;
        const last = versionId ? context.lastRevision?.(versionId) : undefined;
        if (versionId && last && !tx.get(versionId)) await tx.apply({ create: { ...clone(last), _id: versionId } });
      }
      return updateRelease(tx, release, { state: 'active', finalDocumentStates: undefined });
    }

    case 'sanity.action.release.delete': {
      const release = releaseOrFail(tx, releaseId);
      if (!['archived', 'published'].includes(stateOf(release))) {
        return fail(409, `Release "${releaseId}" is ${stateOf(release)}: only an archived or published release can be deleted`, id);
      }
      return tx.apply({ delete: { id } });
    }

    default:
      return fail(400, `Action "${String(action.actionType)}" is not supported by the local Content Lake`);
  }
}

/**
 * Publishes every version of the release onto its published document (or deletes the published
 * document for a version marked to unpublish), removes the versions and records them in
 * `finalDocumentStates`. It runs inside the caller's transaction: all documents or none.
 */
async function publishRelease(tx: WorkingCopy, release: SanityDocument, releaseId: string, context: ReleaseContext): Promise<void> {
  const versions = versionsOf(tx, releaseId);
  const toPublish = versions.filter((version) => !isMarkedToUnpublish(version)).map((version) => asPublished(version));
  const dataset = (): SanityDocument[] => {
    const replaced = new Set([...versions.map((version) => version._id), ...versions.map((version) => publishedIdOf(version._id))]);
    return [...[...tx.all()].filter((doc) => !replaced.has(doc._id)), ...toPublish];
  };
  const problems = context.validate ? await context.validate(toPublish, { dataset }) : [];
  if (problems.length > 0) {
    const list = problems.map((problem) => `${problem.id} ${problem.path}: ${problem.message}`).join('; ');
    fail(409, `Release "${releaseId}" has documents that fail validation: ${list}`, releaseDocumentId(releaseId));
  }
  for (const version of versions) {
    const publishedId = publishedIdOf(version._id);
    // A version is a whole document: publishing it (re)creates the published document, even one
    // deleted since the version was made.
    if (isMarkedToUnpublish(version)) {
      if (tx.get(publishedId)) await tx.apply({ delete: { id: publishedId } });
    } else {
      await tx.apply({ createOrReplace: asPublished(version) });
    }
    await tx.apply({ delete: { id: version._id } });
  }
  await updateRelease(tx, release, {
    state: 'published',
    publishedAt: new Date(context.now()).toISOString(),
    finalDocumentStates: versions.map((version) => ({ id: version._id })),
    error: undefined,
  });
}

function asPublished(version: SanityDocument): SanityDocument {
  const { _rev: _dropRev, _updatedAt: _dropUpdated, _system: _dropSystem, ...content } = clone(version);
  return strengthenOnPublish({ ...content, _id: publishedIdOf(version._id) });
}
