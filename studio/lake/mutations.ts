// Applies one transaction (a list of mutations) to a working copy of the dataset. Pure with
// respect to the store: it reads committed documents and returns the changes, so a failing
// mutation anywhere in the list leaves nothing behind (the store commits all or nothing).
// Patch operations are applied by @sanity/mutator, the same code the Studio uses client-side.
import { Mutation as MutatorMutation } from '@sanity/mutator';
import { clone, isDocument, isObject, type SanityDocument } from './document';
import { mutationError, MutationFailure } from './errors';
import { invalidIdReason, randomKey } from './ids';
import { evaluateQuery, parseQuery, type Params } from './query';
import { checkReferentialIntegrity } from './references';

export type Operation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: Operation;
}

/** One document touched by the transaction. `before`/`after` null mean absent. */
export interface DocumentChange {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
  /** The mutations of this transaction that touched the document, with ids resolved. */
  mutations: Record<string, unknown>[];
}

export interface TransactionOutcome {
  transactionId: string;
  timestamp: string;
  results: MutationResult[];
  changes: DocumentChange[];
}

export interface DocumentSource {
  get(id: string): SanityDocument | undefined;
  all(): Iterable<SanityDocument>;
}

export interface TransactionOptions {
  transactionId: string;
  timestamp: string;
  autoGenerateArrayKeys?: boolean;
  projectId: string;
  dataset: string;
}

const PATCH_OPERATIONS = ['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch'] as const;
const PATCH_KEYS = new Set<string>(['id', 'query', 'params', 'ifRevisionID', ...PATCH_OPERATIONS]);

export async function applyTransaction(
  source: DocumentSource,
  mutations: unknown,
  options: TransactionOptions,
): Promise<TransactionOutcome> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw mutationError(400, [
      { index: 0, error: { type: 'invalidMutation', description: '`mutations` must be a non-empty array' } },
    ]);
  }
  const tx = new WorkingCopy(source, options);
  for (const [index, mutation] of mutations.entries()) {
    try {
      await tx.apply(mutation);
    } catch (error) {
      if (error instanceof MutationFailure) {
        throw mutationError(error.status, [
          { index, error: { type: error.type, description: error.message, ...(error.id ? { id: error.id } : {}) } },
        ]);
      }
      throw error;
    }
  }
  tx.checkReferences((failure) => mutationError(failure.status, [{ index: 0, error: { type: failure.type, description: failure.message, ...(failure.id ? { id: failure.id } : {}) } }]));
  return tx.finish();
}

/** The dataset as seen from inside the transaction: committed documents plus this transaction's writes. */
export class WorkingCopy {
  private readonly written = new Map<string, SanityDocument | null>();
  private readonly touched = new Map<string, Record<string, unknown>[]>();
  private readonly results: MutationResult[] = [];

  constructor(
    private readonly source: DocumentSource,
    private readonly options: TransactionOptions,
  ) {}

  get(id: string): SanityDocument | null {
    return this.written.has(id) ? (this.written.get(id) ?? null) : (this.source.get(id) ?? null);
  }

  private put(id: string, doc: SanityDocument | null, mutation: Record<string, unknown>, operation: Operation): void {
    this.written.set(id, doc);
    const list = this.touched.get(id) ?? [];
    list.push(mutation);
    this.touched.set(id, list);
    this.results.push({ id, operation });
  }

  *all(): Iterable<SanityDocument> {
    for (const doc of this.source.all()) if (!this.written.has(doc._id)) yield doc;
    for (const doc of this.written.values()) if (doc) yield doc;
  }

  async apply(mutation: unknown): Promise<void> {
    if (!isObject(mutation)) throw new MutationFailure(400, 'invalidMutation', 'A mutation must be an object');
    const kinds = Object.keys(mutation);
    const kind = kinds[0];
    if (kinds.length !== 1 || kind === undefined) {
      throw new MutationFailure(400, 'invalidMutation', `A mutation must have exactly one key, got ${JSON.stringify(kinds)}`);
    }
    const body = mutation[kind];
    switch (kind) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists':
        return this.create(kind, body);
      case 'delete':
        return this.delete(body);
      case 'patch':
        return this.patch(body);
      default:
        throw new MutationFailure(400, 'invalidMutation', `Unknown mutation type "${kind}"`);
    }
  }

  private create(kind: 'create' | 'createOrReplace' | 'createIfNotExists', body: unknown): void {
    if (!isObject(body)) throw new MutationFailure(400, 'invalidMutation', `\`${kind}\` must be a document object`);
    const doc = clone(body) as Record<string, unknown>;
    if (doc._id === undefined && kind === 'create') doc._id = randomKey();
    // Like the real API: an id ending with "." (e.g. "drafts.") gets a random suffix.
    else if (typeof doc._id === 'string' && doc._id.endsWith('.')) doc._id = doc._id + randomKey();
    const reason = invalidIdReason(doc._id);
    if (reason) throw new MutationFailure(400, 'invalidDocumentId', reason);
    if (typeof doc._type !== 'string' || doc._type === '') {
      throw new MutationFailure(400, 'invalidDocument', `Document "${String(doc._id)}" must have a string _type`);
    }
    const created = doc as SanityDocument;
    const id = created._id;
    const existing = this.get(id);
    const record = { [kind]: created };
    if (existing && kind === 'create') {
      throw new MutationFailure(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
    }
    if (existing && kind === 'createIfNotExists') {
      this.put(id, existing, record, 'none');
      return;
    }
    delete created._rev;
    created._createdAt = existing?._createdAt ?? (typeof body._createdAt === 'string' ? body._createdAt : this.options.timestamp);
    this.put(id, this.withKeys(created), record, existing ? 'update' : 'create');
  }

  private async delete(body: unknown): Promise<void> {
    if (!isObject(body)) throw new MutationFailure(400, 'invalidMutation', '`delete` must be {id} or {query}');
    for (const id of await this.select(body, 'delete')) {
      const existing = this.get(id);
      this.put(id, null, { delete: { id } }, existing ? 'delete' : 'none');
    }
  }

  private async patch(body: unknown): Promise<void> {
    if (!isObject(body)) throw new MutationFailure(400, 'invalidMutation', '`patch` must be an object');
    for (const key of Object.keys(body)) {
      if (!PATCH_KEYS.has(key)) throw new MutationFailure(400, 'invalidPatch', `Unknown patch operation "${key}"`);
    }
    validatePatchShape(body);
    for (const id of await this.select(body, 'patch')) {
      const existing = this.get(id);
      if (!existing) {
        throw new MutationFailure(400, 'documentNotFoundError', `Cannot modify non-existent document "${id}"`, id);
      }
      if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== existing._rev) {
        throw new MutationFailure(
          409,
          'documentRevisionIDMismatchError',
          `Document "${id}" has unexpected revision ID ("${existing._rev ?? ''}"), expected "${body.ifRevisionID}"`,
          id,
        );
      }
      const { query: _query, params: _params, ...operations } = body;
      const patch = { ...clone(operations), id };
      let patched: SanityDocument | null;
      try {
        // The mutator mutates what it is given: it only ever sees copies.
        const mutation = new MutatorMutation({ mutations: [{ patch: clone(patch) }] });
        patched = mutation.apply(clone(existing) as Parameters<typeof mutation.apply>[0]) as SanityDocument | null;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new MutationFailure(400, 'invalidPatch', `Patch on "${id}" failed: ${message}`, id);
      }
      if (!isDocument(patched) || patched._id !== id) {
        throw new MutationFailure(400, 'invalidPatch', `Patch on "${id}" must not change or remove _id`, id);
      }
      this.put(id, this.withKeys(patched), { patch }, 'update');
    }
  }

  /** The ids a delete or patch applies to: `{id}` or every document matching `{query, params}`. */
  private async select(body: Record<string, unknown>, kind: string): Promise<string[]> {
    if (typeof body.id === 'string') {
      const reason = invalidIdReason(body.id);
      if (reason) throw new MutationFailure(400, 'invalidDocumentId', reason);
      return [body.id];
    }
    if (typeof body.query !== 'string') {
      throw new MutationFailure(400, 'invalidMutation', `\`${kind}\` needs a string \`id\` or \`query\``);
    }
    const params = (isObject(body.params) ? body.params : {}) as Params;
    const tree = parseQuery(body.query, params);
    const result = await evaluateQuery(tree, [...this.all()], params, this.options);
    const list = Array.isArray(result) ? result : [result];
    return list.filter(isDocument).map((doc) => doc._id);
  }

  private withKeys(doc: SanityDocument): SanityDocument {
    return this.options.autoGenerateArrayKeys ? (addMissingKeys(doc) as SanityDocument) : doc;
  }

  /** Referential integrity over the whole transaction (./references); `asError` shapes a refusal. */
  checkReferences(asError: (failure: MutationFailure) => Error): void {
    try {
      checkReferentialIntegrity(this.written, (id) => this.get(id), () => this.all());
    } catch (error) {
      throw error instanceof MutationFailure ? asError(error) : error;
    }
  }

  finish(): TransactionOutcome {
    const { transactionId, timestamp } = this.options;
    const changes: DocumentChange[] = [];
    for (const [id, mutations] of this.touched) {
      const before = this.source.get(id) ?? null;
      let after = this.written.get(id) ?? null;
      // A createIfNotExists that found its document is the only write that changes nothing.
      if (after === before) continue;
      if (after) {
        // System fields first, as the API returns them; then the content.
        const { _id, _type, _createdAt, _rev: _oldRev, _updatedAt: _oldUpdatedAt, ...content } = after;
        after = { _id, _type, _rev: transactionId, _createdAt, _updatedAt: timestamp, ...content };
      }
      if (!before && !after) continue;
      changes.push({ id, before, after, mutations });
    }
    return { transactionId, timestamp, results: this.results, changes };
  }
}

function validatePatchShape(patch: Record<string, unknown>): void {
  for (const op of ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const) {
    if (patch[op] !== undefined && !isObject(patch[op])) {
      throw new MutationFailure(400, 'invalidPatch', `\`${op}\` must be an object of path: value`);
    }
  }
  for (const op of ['inc', 'dec'] as const) {
    const values = patch[op];
    if (isObject(values) && Object.values(values).some((value) => typeof value !== 'number')) {
      throw new MutationFailure(400, 'invalidPatch', `\`${op}\` values must be numbers`);
    }
  }
  if (patch.unset !== undefined && !(Array.isArray(patch.unset) && patch.unset.every((p) => typeof p === 'string'))) {
    throw new MutationFailure(400, 'invalidPatch', '`unset` must be an array of paths');
  }
  if (patch.insert !== undefined) {
    const insert = patch.insert;
    const location = isObject(insert) ? ['before', 'after', 'replace'].filter((key) => typeof insert[key] === 'string') : [];
    if (!isObject(insert) || location.length !== 1 || !Array.isArray(insert.items)) {
      throw new MutationFailure(400, 'invalidPatch', '`insert` must have one of before/after/replace and an `items` array');
    }
  }
  if (patch.ifRevisionID !== undefined && typeof patch.ifRevisionID !== 'string') {
    throw new MutationFailure(400, 'invalidPatch', '`ifRevisionID` must be a string');
  }
}

/** `autoGenerateArrayKeys`: every object in an array gets a `_key` if it has none. */
function addMissingKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = addMissingKeys(item);
      return isObject(next) && typeof next._key !== 'string' ? { _key: randomKey(12), ...next } : next;
    });
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = addMissingKeys(item);
    return out;
  }
  return value;
}
