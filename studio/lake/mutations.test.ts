// Transaction semantics below the HTTP layer: what @sanity/client cannot easily express.
import { describe, expect, it } from 'vitest';
import type { SanityDocument } from './document';
import { LakeError } from './errors';
import { applyTransaction, type DocumentSource } from './mutations';

function sourceOf(docs: SanityDocument[]): DocumentSource {
  const map = new Map(docs.map((doc) => [doc._id, doc]));
  return { get: (id) => map.get(id), all: () => map.values() };
}
const options = { transactionId: 'tx1', timestamp: '2025-06-01T00:00:00.000Z', projectId: 'local', dataset: 'production' };
const stored: SanityDocument = { _id: 'p', _type: 'page', _rev: 'r0', _createdAt: '2025-01-01T00:00:00.000Z', title: 'T', n: 1 };

async function failure(promise: Promise<unknown>): Promise<LakeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LakeError) return error;
    throw error;
  }
  throw new Error('expected a LakeError');
}

describe('applyTransaction', () => {
  it('never mutates the stored documents it is given', async () => {
    const original = structuredClone(stored);
    const outcome = await applyTransaction(sourceOf([stored]), [{ patch: { id: 'p', set: { title: 'U' }, inc: { n: 1 } } }], options);
    expect(stored).toEqual(original);
    expect(outcome.changes[0]?.after).toMatchObject({ title: 'U', n: 2, _rev: 'tx1', _updatedAt: options.timestamp });
  });

  it('sees its own earlier writes (create then patch in one transaction)', async () => {
    const outcome = await applyTransaction(
      sourceOf([]),
      [{ create: { _id: 'n', _type: 'x', list: [] } }, { patch: { id: 'n', insert: { after: 'list[-1]', items: [{ _key: 'k' }] } } }],
      options,
    );
    expect(outcome.results).toEqual([
      { id: 'n', operation: 'create' },
      { id: 'n', operation: 'update' },
    ]);
    expect(outcome.changes).toHaveLength(1);
    expect(outcome.changes[0]?.after).toMatchObject({ list: [{ _key: 'k' }], _createdAt: options.timestamp });
    expect(outcome.changes[0]?.mutations).toHaveLength(2);
  });

  it('patches every document a query selects', async () => {
    const docs = [stored, { ...stored, _id: 'q' }, { _id: 'other', _type: 'post' }];
    const outcome = await applyTransaction(sourceOf(docs), [{ patch: { query: '*[_type == $t]', params: { t: 'page' }, set: { flag: true } } }], options);
    expect(outcome.changes.map((c) => c.id).sort()).toEqual(['p', 'q']);
  });

  it('applies diffMatchPatch', async () => {
    const outcome = await applyTransaction(sourceOf([stored]), [{ patch: { id: 'p', diffMatchPatch: { title: '@@ -1 +1,2 @@\n T\n+X\n' } } }], options);
    expect(outcome.changes[0]?.after?.title).toBe('TX');
  });

  it('refuses patches that would change _id, malformed operations and missing _type', async () => {
    expect((await failure(applyTransaction(sourceOf([stored]), [{ patch: { id: 'p', set: { _id: 'other' } } }], options))).status).toBe(400);
    expect((await failure(applyTransaction(sourceOf([stored]), [{ patch: { id: 'p', inc: { n: 'one' } } }], options))).status).toBe(400);
    expect((await failure(applyTransaction(sourceOf([stored]), [{ patch: { id: 'p', unset: 'title' } }], options))).status).toBe(400);
    expect((await failure(applyTransaction(sourceOf([stored]), [{ patch: { id: 'p', bogus: {} } }], options))).status).toBe(400);
    expect((await failure(applyTransaction(sourceOf([]), [{ create: { _id: 'x' } }], options))).status).toBe(400);
    expect((await failure(applyTransaction(sourceOf([]), [], options))).status).toBe(400);
  });

  it('reports the failing mutation by index in a Sanity-shaped mutationError', async () => {
    const error = await failure(
      applyTransaction(sourceOf([stored]), [{ createIfNotExists: { _id: 'p', _type: 'page' } }, { create: { _id: 'p', _type: 'page' } }], options),
    );
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      error: {
        type: 'mutationError',
        description: 'The mutation(s) failed: Document by ID "p" already exists',
        items: [{ index: 1, error: { type: 'documentAlreadyExistsError', description: 'Document by ID "p" already exists', id: 'p' } }],
      },
    });
  });

  it('gives ids ending in "." a random suffix, like the API', async () => {
    const outcome = await applyTransaction(sourceOf([]), [{ create: { _id: 'drafts.', _type: 'x' } }], options);
    expect(outcome.results[0]?.id).toMatch(/^drafts\.[a-zA-Z0-9]{22}$/);
  });
});
