// The Actions API (POST /data/actions/{dataset}): the document lifecycle the Studio and
// `client.action()` use (create a draft, edit it, publish, unpublish, discard, delete, release
// versions). Each action is translated into ordinary mutations against the transaction's working
// copy, so actions share the mutations' atomicity, revisions, listener events and webhooks.
import { clone, isObject, type SanityDocument } from './document';
import { actionError, MutationFailure } from './errors';
import { DRAFTS_PREFIX, invalidIdReason, isDraftId, isVersionId, publishedIdOf } from './ids';
import { strengthenOnPublish } from './references';
import { WorkingCopy, type DocumentSource, type TransactionOptions, type TransactionOutcome } from './mutations';
import { applyReleaseAction, checkVersionWrite, type ReleaseContext } from './releases';

export async function applyActions(
  source: DocumentSource,
  actions: unknown,
  options: TransactionOptions,
  context: ReleaseContext = { now: () => Date.now() },
): Promise<TransactionOutcome> {
  if (!Array.isArray(actions) || actions.length === 0) {
    throw actionError(400, [{ index: 0, error: { type: 'invalidAction', description: '`actions` must be a non-empty array' } }]);
  }
  const tx = new WorkingCopy(source, options);
  for (const [index, action] of actions.entries()) {
    try {
      await applyAction(tx, action, context);
    } catch (error) {
      if (error instanceof MutationFailure) {
        throw actionError(error.status, [
          { index, error: { type: error.type, description: error.message, ...(error.id ? { id: error.id } : {}) } },
        ]);
      }
      throw error;
    }
  }
  tx.checkReferences((failure) => actionError(failure.status, [{ index: 0, error: { type: failure.type, description: failure.message, ...(failure.id ? { id: failure.id } : {}) } }]));
  return tx.finish();
}

const fail = (description: string, id?: string): never => {
  throw new MutationFailure(400, 'invalidAction', description, id);
};
const conflict = (description: string, id?: string): never => {
  throw new MutationFailure(409, 'actionConflict', description, id);
};

function stringField(action: Record<string, unknown>, name: string): string {
  const value = action[name];
  if (typeof value !== 'string') return fail(`\`${name}\` must be a string`);
  const reason = invalidIdReason(value);
  if (reason) fail(reason, value);
  return value;
}

function documentField(action: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = action[name];
  if (!isObject(value)) return fail(`\`${name}\` must be a document object`);
  return clone(value);
}

/** A copy of `doc` stored under another id (draft from published, published from draft...). */
function copyAs(doc: SanityDocument, id: string): SanityDocument {
  const { _rev: _dropRev, _updatedAt: _dropUpdated, ...content } = clone(doc);
  return { ...content, _id: id };
}

async function applyAction(tx: WorkingCopy, action: unknown, context: ReleaseContext): Promise<void> {
  if (!isObject(action) || typeof action.actionType !== 'string') return fail('Each action needs an `actionType`');
  if (action.actionType.startsWith('sanity.action.release.')) return applyReleaseAction(tx, action, context);
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const publishedId = stringField(action, 'publishedId');
      const attributes = documentField(action, 'attributes');
      const id = typeof attributes._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`;
      if (publishedIdOf(id) !== publishedId) fail(`attributes._id "${id}" is not a draft or version of "${publishedId}"`, id);
      if (tx.get(publishedId) && id !== publishedId) conflict(`Document "${publishedId}" is already published`, publishedId);
      if (tx.get(id)) {
        if (action.ifExists === 'ignore') return;
        conflict(`Document "${id}" already exists`, id);
      }
      checkVersionWrite(tx, id, { ...attributes, _id: id });
      return tx.apply({ create: { ...attributes, _id: id } });
    }

    case 'sanity.action.document.replaceDraft': {
      const publishedId = stringField(action, 'publishedId');
      const attributes = documentField(action, 'attributes');
      const id = typeof attributes._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`;
      if (!tx.get(id) && !tx.get(publishedId)) fail(`Neither "${id}" nor "${publishedId}" exists`, id);
      checkVersionWrite(tx, id, { ...attributes, _id: id });
      return tx.apply({ createOrReplace: { ...attributes, _id: id } });
    }

    case 'sanity.action.document.edit': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      if (!isObject(action.patch)) return fail('`patch` must be an object of patch operations');
      checkVersionWrite(tx, draftId);
      if (!tx.get(draftId)) {
        // Editing a published document starts its draft from the published content.
        const published = tx.get(publishedId);
        if (!published) return fail(`Cannot edit "${draftId}": neither it nor "${publishedId}" exists`, draftId);
        if (draftId !== publishedId) await tx.apply({ create: copyAs(published, draftId) });
      }
      return tx.apply({ patch: { ...clone(action.patch), id: draftId } });
    }

    case 'sanity.action.document.publish': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      const draft = tx.get(draftId);
      if (!draft) return fail(`Cannot publish "${draftId}": it does not exist`, draftId);
      if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
        conflict(`Draft "${draftId}" has revision "${draft._rev ?? ''}", expected "${action.ifDraftRevisionId}"`, draftId);
      }
      const published = tx.get(publishedId);
      if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev) {
        conflict(`Published "${publishedId}" has revision "${published?._rev ?? ''}", expected "${action.ifPublishedRevisionId}"`, publishedId);
      }
      await tx.apply({ createOrReplace: strengthenOnPublish(copyAs(draft, publishedId)) });
      return tx.apply({ delete: { id: draftId } });
    }

    case 'sanity.action.document.unpublish': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      const published = tx.get(publishedId);
      if (!published) return fail(`Cannot unpublish "${publishedId}": it is not published`, publishedId);
      if (!tx.get(draftId)) await tx.apply({ create: copyAs(published, draftId) });
      return tx.apply({ delete: { id: publishedId } });
    }

    case 'sanity.action.document.discard': {
      const draftId = stringField(action, 'draftId');
      if (!tx.get(draftId)) return fail(`Cannot discard "${draftId}": it does not exist`, draftId);
      checkVersionWrite(tx, draftId);
      return tx.apply({ delete: { id: draftId } });
    }

    case 'sanity.action.document.delete': {
      const publishedId = stringField(action, 'publishedId');
      const includeDrafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter((id) => typeof id === 'string') : [];
      const draftId = `${DRAFTS_PREFIX}${publishedId}`;
      if (tx.get(draftId) && !includeDrafts.includes(draftId)) {
        conflict(`"${draftId}" exists but is not in includeDrafts`, draftId);
      }
      for (const id of [publishedId, ...includeDrafts]) if (tx.get(id)) await tx.apply({ delete: { id } });
      return;
    }

    case 'sanity.action.document.version.create': {
      const publishedId = stringField(action, 'publishedId');
      if (isObject(action.document)) {
        const document = documentField(action, 'document');
        if (typeof document._id !== 'string' || publishedIdOf(document._id) !== publishedId || !(isDraftId(document._id) || isVersionId(document._id))) {
          return fail(`document._id must be a draft or version id of "${publishedId}"`);
        }
        checkVersionWrite(tx, document._id, document as SanityDocument);
        return tx.apply({ create: document });
      }
      const baseId = stringField(action, 'baseId');
      const versionId = stringField(action, 'versionId');
      const base = tx.get(baseId);
      if (!base) return fail(`Base document "${baseId}" does not exist`, baseId);
      if (typeof action.ifBaseRevisionId === 'string' && action.ifBaseRevisionId !== base._rev) {
        conflict(`Base "${baseId}" has revision "${base._rev ?? ''}", expected "${action.ifBaseRevisionId}"`, baseId);
      }
      if (publishedIdOf(versionId) !== publishedId || !(isDraftId(versionId) || isVersionId(versionId))) {
        return fail(`versionId must be a draft or version id of "${publishedId}"`, versionId);
      }
      const version = copyAs(base, versionId);
      checkVersionWrite(tx, versionId, version);
      return tx.apply({ create: version });
    }

    case 'sanity.action.document.version.discard': {
      const versionId = stringField(action, 'versionId');
      if (!tx.get(versionId)) return fail(`Cannot discard "${versionId}": it does not exist`, versionId);
      checkVersionWrite(tx, versionId);
      return tx.apply({ delete: { id: versionId } });
    }

    case 'sanity.action.document.version.replace': {
      const document = documentField(action, 'document');
      if (typeof document._id !== 'string' || !tx.get(document._id)) return fail('`document._id` must name an existing version');
      checkVersionWrite(tx, document._id, document as SanityDocument);
      return tx.apply({ createOrReplace: document });
    }

    case 'sanity.action.document.version.unpublish': {
      // Marks the release's version so that publishing the release unpublishes the document
      // (Sanity's `_system.delete`, which the Studio reads and unsets to revert).
      const versionId = stringField(action, 'versionId');
      const publishedId = stringField(action, 'publishedId');
      if (!isVersionId(versionId) || publishedIdOf(versionId) !== publishedId) return fail(`versionId must be a release version id of "${publishedId}"`, versionId);
      const published = tx.get(publishedId);
      if (!published) return fail(`Cannot unpublish "${publishedId}" in a release: it is not published`, publishedId);
      const existing = tx.get(versionId);
      const version = existing ? clone(existing) : copyAs(published, versionId);
      checkVersionWrite(tx, versionId, version);
      return tx.apply({ createOrReplace: { ...version, _system: { ...(isObject(version._system) ? version._system : {}), delete: true } } });
    }

    default:
      return fail(`Action "${action.actionType}" is not supported by the local Content Lake`);
  }
}
