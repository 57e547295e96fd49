// A crash loses no acknowledged write (README.md "Files in the data directory"), under a burst of
// writes. The lake runs as a child process (as npm start runs it), is killed with SIGKILL in the
// middle of a burst, and is started again on the same data directory: every write that was answered
// 2xx must be there, each transaction whole. And a log whose last line was torn by a crash still
// starts.
import { createClient, type SanityClient } from '@sanity/client';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let root: string;
const logLines: string[] = [];

const clientFor = (lake: { url: string; token: string }): SanityClient =>
  createClient({ projectId: 'local', dataset: 'production', apiHost: lake.url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, token: lake.token, maxRetries: 0 });

async function start(dataDir: string): Promise<Lake> {
  const lake = await startLake({ dataDir, port: 0, log: (line) => logLines.push(line) });
  trustCertificate(lake.caCertPath);
  return lake;
}

/** `npm run lake` as a child process; resolves once it is listening. */
async function spawnLake(dataDir: string): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bin.ts')], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    // No webhook and no Studio front door: nothing but the lake on a free port.
    env: { ...process.env, LAKE_DATA_DIR: dataDir, LAKE_PORT: '0', LAKE_WEBHOOK_URL: '', STUDIO_PORT: '' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (https:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`lake exited early (${code}): ${output}`)));
  });
  return { child, url };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lake-durable-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('durability (lake README "Files in the data directory")', () => {
  it('every acknowledged mutation of a burst survives SIGKILL in the middle of it, each transaction whole', async () => {
    const dataDir = path.join(root, 'burst');
    const { child, url } = await spawnLake(dataDir);
    try {
      trustCertificate(path.join(dataDir, 'cert.pem'));
      const token = (await readFile(path.join(dataDir, 'token'), 'utf8')).trim();
      const client = clientFor({ url, token });
      await client.create({ _id: 'counter', _type: 'counter', n: 0 });

      // Eight writers, each a transaction of a new document and an increment of the counter.
      const acknowledged: string[] = [];
      let killed = false;
      const writer = async (w: number): Promise<void> => {
        for (let i = 0; !killed; i++) {
          const id = `burst-${w}-${i}`;
          try {
            await client.transaction().create({ _id: id, _type: 'burst', w, i }).patch('counter', (p) => p.inc({ n: 1 })).commit();
            acknowledged.push(id);
          } catch {
            return; // the lake is gone
          }
          if (acknowledged.length === 60 && !killed) {
            killed = true;
            child.kill('SIGKILL'); // others are in flight right now
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      await new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(null)));
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      const lake = await start(dataDir);
      try {
        const after = clientFor(lake);
        const stored = await after.fetch<string[]>('*[_type == "burst"]._id');
        expect(stored).toEqual(expect.arrayContaining(acknowledged));
        // Each transaction whole: one increment for every document the burst left.
        expect(await after.fetch('*[_id == "counter"][0].n')).toBe(stored.length);
      } finally {
        await lake.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });

  it.each([
    ['a half-written transaction', '{"transactionId":"torn","timestamp":"2026-01-01T00:00:00Z","put":[{"_id":"torn","_ty'],
    ['a single brace', '{'],
    ['zero bytes from a crash that extended the file', '\0\0\0\0\0\0\0\0'],
    ['half a UTF-8 character', Buffer.from('{"transactionId":"torn","put":[{"_id":"torn","_type":"x","title":"caf\xc3', 'latin1')],
  ])('a log whose last line is %s starts, keeping every earlier transaction', async (name, torn) => {
    const dataDir = path.join(root, `torn-${name.replaceAll(/\W+/g, '-')}`);
    let lake = await start(dataDir);
    const written = await clientFor(lake).create({ _id: 'kept', _type: 'page', n: 1 });
    await clientFor(lake).patch('kept').inc({ n: 1 }).commit();
    await lake.close();
    // Both logs torn, as by one crash.
    await appendFile(path.join(dataDir, 'transactions.ndjson'), torn);
    await appendFile(path.join(dataDir, 'history.ndjson'), torn);

    logLines.length = 0;
    lake = await start(dataDir);
    try {
      const client = clientFor(lake);
      expect(await client.getDocument('kept')).toMatchObject({ n: 2, _createdAt: written._createdAt });
      expect(await client.getDocument('torn')).toBeUndefined();
      expect(logLines.some((line) => line.includes('torn last line'))).toBe(true);
      // The torn line is gone for good: the next start finds nothing to drop.
      await client.patch('kept').inc({ n: 1 }).commit();
      await lake.close();
      logLines.length = 0;
      lake = await start(dataDir);
      expect(await clientFor(lake).getDocument('kept')).toMatchObject({ n: 3 });
      expect(logLines.some((line) => line.includes('torn last line'))).toBe(false);
      const history = await clientFor(lake).request<{ events: Record<string, unknown[]> }>({ url: '/data/history/production/events/documents/kept' });
      expect(history.events.kept).toHaveLength(1); // created (edits of a published document are not timeline events)
    } finally {
      await lake.close();
    }
  });
});
