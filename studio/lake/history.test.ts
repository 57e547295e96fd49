// Document history (/data/history): the timeline events, the transaction log, documents as they
// were at a revision, and the Studio's "Restore most recent revision" of a document another
// editor deleted, which must bring back everything it held. History outlives a restart.
import { createClient, type SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let dir: string;
let lake: Lake;
let client: SanityClient;

async function start() {
  lake = await startLake({ dataDir: path.join(dir, 'lake'), port: 0, log: () => undefined });
  trustCertificate(lake.caCertPath);
  client = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token });
}

const history = <T>(url: string) => client.request<T>({ url: `/data/history/production/${url}` });

async function transactions(url: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${lake.url}/v2025-02-19/data/history/production/transactions/${url}`, { headers: { authorization: `Bearer ${lake.token}` } });
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text()).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

type Event = { type: string; documentId: string; versionId?: string; revisionId?: string; versionRevisionId?: string };
const eventsOf = async (id: string) => (await history<{ events: Record<string, Event[]> }>(`events/documents/${id}`)).events[id] ?? [];

const act = (actions: unknown[]) => client.request<{ transactionId: string }>({ url: '/data/actions/production', method: 'POST', body: { actions } });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-history-'));
  await start();
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('document history', () => {
  const draft = { _id: 'drafts.legal-1', _type: 'legalPage', site: 'riverside-kia', title: 'Trade-in terms', slug: { current: 'trade-in-terms' } };
  let created: string;
  let edited: string;
  let published: string;

  it('records the lifecycle of a document as timeline events, newest first', async () => {
    created = (await act([{ actionType: 'sanity.action.document.create', publishedId: 'legal-1', attributes: draft, ifExists: 'fail' }])).transactionId;
    edited = (await act([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.legal-1', publishedId: 'legal-1', patch: { set: { updatedAt: '2026-11-01' } } }])).transactionId;
    published = (await act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.legal-1', publishedId: 'legal-1' }])).transactionId;

    const events = await eventsOf('drafts.legal-1');
    expect(events.map((event) => event.type)).toEqual(['publishDocumentVersion', 'createDocumentVersion']);
    expect(events[0]).toMatchObject({ documentId: 'legal-1', versionId: 'drafts.legal-1', revisionId: published, versionRevisionId: edited });
    expect(events[1]).toMatchObject({ versionRevisionId: created });
    // A document nobody has written has no history.
    expect(await eventsOf('drafts.nothing-here')).toEqual([]);
  });

  it('serves the transaction log with effects that rebuild each revision, within an inclusive range', async () => {
    const rows = await transactions('drafts.legal-1?excludeContent=true&effectFormat=mendoza');
    expect(rows.map((row) => row.id)).toEqual([created, edited, published]);
    const effects = rows.map((row) => (row.effects as Record<string, { apply: unknown[]; revert: unknown[] }>)['drafts.legal-1']!);
    const afterEdit = applyPatch(applyPatch(null, effects[0]!.apply as never), effects[1]!.apply as never) as Record<string, unknown>;
    expect(afterEdit).toMatchObject({ title: 'Trade-in terms', updatedAt: '2026-11-01' });
    expect(applyPatch(afterEdit, effects[2]!.apply as never)).toBeNull(); // published: the draft is gone
    expect(applyPatch(afterEdit, effects[1]!.revert as never)).not.toHaveProperty('updatedAt');

    expect((await transactions(`drafts.legal-1?fromTransaction=${edited}`)).map((row) => row.id)).toEqual([edited, published]);
    expect((await transactions(`drafts.legal-1?fromTransaction=${created}&toTransaction=${edited}`)).map((row) => row.id)).toEqual([created, edited]);
    expect((await transactions('drafts.legal-1?reverse=true&limit=1')).map((row) => row.id)).toEqual([published]);
  });

  it.each([
    ['after it was created', () => created, { title: 'Trade-in terms' }],
    ['after the edit', () => edited, { updatedAt: '2026-11-01' }],
  ])('returns the draft as it was %s, with the revision as its _rev', async (_when, revision, content) => {
    const { documents } = await history<{ documents: Record<string, unknown>[] }>(`documents/drafts.legal-1?revision=${revision()}`);
    expect(documents).toEqual([expect.objectContaining({ _id: 'drafts.legal-1', _rev: revision(), ...content })]);
  });

  it('returns nothing for a revision it does not know, or one where the document did not exist', async () => {
    expect((await history<{ documents: unknown[] }>('documents/drafts.legal-1?revision=deleted-2026-11-22')).documents).toEqual([]);
    expect((await history<{ documents: unknown[] }>(`documents/legal-1?revision=${created}`)).documents).toEqual([]);
  });

  it('lets the Studio restore a document another editor deleted, with everything it held', async () => {
    await client.delete('legal-1');
    const events = await eventsOf('drafts.legal-1');
    expect(events[0]?.type).toBe('deleteDocumentGroup');

    // What the Studio's "Restore most recent revision" does: read the last revisions, then create
    // the draft from the newest one.
    const { documents } = await history<{ documents: Record<string, unknown>[] }>('documents/legal-1,drafts.legal-1?lastRevision=true');
    const last = documents.find((doc) => doc._id === 'drafts.legal-1') ?? documents.find((doc) => doc._id === 'legal-1');
    expect(last).toMatchObject({ title: 'Trade-in terms', site: 'riverside-kia', updatedAt: '2026-11-01' });
    const { _updatedAt: _dropped, ...restored }: Record<string, unknown> = { ...last!, _id: 'drafts.legal-1' };
    await act([
      { actionType: 'sanity.action.document.create', publishedId: 'legal-1', attributes: restored, ifExists: 'fail' },
      { actionType: 'sanity.action.document.replaceDraft', publishedId: 'legal-1', attributes: restored },
    ]);
    expect(await client.getDocument('drafts.legal-1')).toMatchObject({ title: 'Trade-in terms', site: 'riverside-kia', slug: { current: 'trade-in-terms' }, updatedAt: '2026-11-01' });
    expect((await eventsOf('drafts.legal-1'))[0]?.type).toBe('createDocumentVersion');
  });

  it('leaves out a draft older than the published document it became', async () => {
    await act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.legal-1', publishedId: 'legal-1' }]);
    await client.patch('legal-1').set({ title: 'Trade-in terms (2027)' }).commit();
    await client.delete('legal-1');
    const { documents } = await history<{ documents: Record<string, unknown>[] }>('documents/legal-1,drafts.legal-1?lastRevision=true');
    expect(documents).toEqual([expect.objectContaining({ _id: 'legal-1', title: 'Trade-in terms (2027)' })]);
  });

  it('records discard and unpublish as their own events', async () => {
    await client.create({ _id: 'legal-2', _type: 'legalPage', title: 'Privacy' });
    await act([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.legal-2', publishedId: 'legal-2', patch: { set: { title: 'Privacy (draft)' } } }]);
    await act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.legal-2' }]);
    await act([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.legal-2', publishedId: 'legal-2' }]);
    expect((await eventsOf('drafts.legal-2')).map((event) => event.type)).toEqual(['unpublishDocument', 'deleteDocumentVersion', 'createDocumentVersion', 'createDocumentVersion']);
  });

  it('is for editors only', async () => {
    const anonymous = createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false });
    await expect(anonymous.request({ url: '/data/history/production/events/documents/legal-1' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('asks for a revision, a time or the last revision', async () => {
    await expect(history('documents/legal-1')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('outlives a restart, and a torn last line from a crash is dropped', async () => {
    await lake.close();
    await appendFile(path.join(dir, 'lake', 'history.ndjson'), '{"id":"torn","timest');
    await start();
    expect((await eventsOf('drafts.legal-1')).length).toBeGreaterThan(3);
    const { _rev: transactionId } = await client.create({ _id: 'legal-3', _type: 'legalPage', title: 'After restart' });
    const { _rev: editId } = await client.patch('legal-3').set({ title: 'After restart, edited' }).commit();
    await lake.close();
    // The edit is stored without the state before it (history has it already)...
    const lines = (await readFile(path.join(dir, 'lake', 'history.ndjson'), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines.at(-1)!).changes[0]).not.toHaveProperty('before');
    await start();
    // ...and served with it after a restart.
    const rows = await transactions('legal-3');
    expect(rows.map((row) => row.id)).toEqual([transactionId, editId]);
    const effects = (rows[1]!.effects as Record<string, { revert: unknown[] }>)['legal-3']!;
    expect(effects.revert).toEqual([0, expect.objectContaining({ title: 'After restart' })]);
  });
});
