// The store below HTTP: log compaction while running, and durability across reopen.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from './store';

let dir: string;
const open = (compactAfterBytes?: number) =>
  Store.open(dir, { projectId: 'local', dataset: 'production', log: () => undefined, compactAfterBytes });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lake-store-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Store', () => {
  it('folds a growing log into the snapshot while running, losing nothing', async () => {
    const store = await open(2_000);
    for (let i = 0; i < 30; i++) {
      await store.transact([{ createOrReplace: { _id: `doc-${i}`, _type: 'x', body: 'y'.repeat(100) } }]);
    }
    const log = await readFile(path.join(dir, 'transactions.ndjson'), 'utf8');
    expect(log.length).toBeLessThan(2_000 + 400);
    await store.close();

    const reopened = await open();
    expect(reopened.size).toBe(30);
    expect(reopened.get('doc-29')).toMatchObject({ body: 'y'.repeat(100) });
    await reopened.close();
  });

  it('runs transactions one at a time, each seeing the previous one', async () => {
    const store = await open();
    await store.transact([{ createOrReplace: { _id: 'counter', _type: 'x', n: 0 } }]);
    await Promise.all(Array.from({ length: 20 }, () => store.transact([{ patch: { id: 'counter', inc: { n: 1 } } }])));
    expect(store.get('counter')?.n).toBe(20);
    await store.close();
  });

  it('does not write a dry run or a transaction that changes nothing', async () => {
    const store = await open();
    const before = await readFile(path.join(dir, 'transactions.ndjson'), 'utf8');
    await store.transact([{ create: { _id: 'dry', _type: 'x' } }], { dryRun: true });
    await store.transact([{ createIfNotExists: { _id: 'counter', _type: 'x' } }]);
    expect(await readFile(path.join(dir, 'transactions.ndjson'), 'utf8')).toBe(before);
    expect(store.get('dry')).toBeUndefined();
    await store.close();
  });
});
