import { closeDatabase, openDatabase, type Database } from '@dealer/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceRedirectChange, followRedirectNotices } from './redirect-notices';

describe('README "Redirects": a changed redirect reaches every instance', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
  });
  afterAll(async () => {
    await closeDatabase(db);
  });

  it('the other instances re-read their tables on the notice; the sender does not (it already did)', async () => {
    const rereads: string[] = [];
    const first = await followRedirectNotices(db, 'instance-1', () => rereads.push('instance-1'));
    const second = await followRedirectNotices(db, 'instance-2', () => rereads.push('instance-2'));
    const third = await followRedirectNotices(db, 'instance-3', () => rereads.push('instance-3'));
    await announceRedirectChange(db, 'instance-1');
    await vi.waitFor(() => expect(rereads.sort()).toEqual(['instance-2', 'instance-3']));
    await Promise.all([first.close(), second.close(), third.close()]);
  });
});
