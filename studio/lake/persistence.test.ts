// "Never lose a committed mutation": restarts, a crash (SIGKILL) right after an acknowledged
// write, a torn last log line, seeding on the first start only. The tests also run three lakes
// with three certificates in one process, which is what showed that certificates need unique
// subject names to be trusted side by side (see tls.ts).
import { createClient, type SanityClient } from '@sanity/client';
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type Lake } from './server';
import { trustCertificate } from './trust';

let root: string;
const logLines: string[] = [];

const clientFor = (lake: { url: string; token: string }): SanityClient =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: lake.token,
  });

async function start(dataDir: string, seedFiles: string[] = []): Promise<Lake> {
  const lake = await startLake({ dataDir, port: 0, seedFiles, log: (line) => logLines.push(line) });
  trustCertificate(lake.caCertPath);
  return lake;
}

const ndjson = (docs: object[]): string => docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lake-persist-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps data across restarts, seeds only the first start, and survives a torn last log line', async () => {
    const dataDir = path.join(root, 'restart');
    const seed = path.join(root, 'seed.ndjson');
    await writeFile(seed, ndjson([{ _id: 'seed-1', _type: 'page', site: 'alpha', title: 'Seeded' }]));

    let lake = await start(dataDir, [seed]);
    let client = clientFor(lake);
    expect(await client.getDocument('seed-1')).toMatchObject({ title: 'Seeded' });
    const created = await client.create({ _id: 'kept', _type: 'page', n: 1 });
    const patched = await client.patch('kept').inc({ n: 41 }).commit();
    await client.delete('seed-1');
    await lake.close();

    // Seed files changed after the first start are not loaded again; deletions stay deleted.
    await writeFile(seed, ndjson([{ _id: 'seed-1', _type: 'page' }, { _id: 'seed-2', _type: 'page' }]));
    lake = await start(dataDir, [seed]);
    client = clientFor(lake);
    expect(await client.getDocument('kept')).toEqual(patched);
    expect(patched).toMatchObject({ n: 42, _createdAt: created._createdAt });
    expect(await client.getDocuments(['seed-1', 'seed-2'])).toEqual([null, null]);
    await client.patch('kept').set({ after: 'restart' }).commit();
    await lake.close();

    // A crash in the middle of appending leaves a partial last line: that write was never acknowledged.
    const log = path.join(dataDir, 'transactions.ndjson');
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(1);
    await appendFile(log, '{"transactionId":"torn","timestamp":"2025-01-01T00:00:00Z","put":[{"_id":"torn","_ty');
    logLines.length = 0;
    lake = await start(dataDir, [seed]);
    client = clientFor(lake);
    expect(await client.getDocument('kept')).toMatchObject({ n: 42, after: 'restart' });
    expect(await client.getDocument('torn')).toBeUndefined();
    expect(logLines.some((line) => line.includes('torn last line'))).toBe(true);
    // Start-up folded the log into the snapshot.
    expect(await readFile(log, 'utf8')).toBe('');
    expect(await readFile(path.join(dataDir, 'documents.ndjson'), 'utf8')).toContain('"after":"restart"');
    await lake.close();
  });

  it('refuses to start on a damaged log line that is not the last, and on a data directory in use', async () => {
    const dataDir = path.join(root, 'damaged');
    const lake = await start(dataDir);
    await expect(start(dataDir)).rejects.toThrow(/already open/);
    await clientFor(lake).create({ _id: 'a', _type: 'x' });
    await lake.close();
    await appendFile(path.join(dataDir, 'transactions.ndjson'), 'garbage\n{"transactionId":"t","timestamp":"t","put":[],"delete":[]}\n');
    await expect(start(dataDir)).rejects.toThrow(/damaged/);
  });

  it('does not lose an acknowledged mutation when the process is killed (SIGKILL)', async () => {
    const dataDir = path.join(root, 'killed');
    const repoRoot = path.resolve(import.meta.dirname, '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bin.ts')], {
      cwd: repoRoot,
      env: { ...process.env, LAKE_DATA_DIR: dataDir, LAKE_PORT: '0', LAKE_WEBHOOK_URL: '', STUDIO_PORT: '' }, // no front door on :3333
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
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
      trustCertificate(path.join(dataDir, 'cert.pem'));
      const token = (await readFile(path.join(dataDir, 'token'), 'utf8')).trim();
      const written = await clientFor({ url, token }).create({ _id: 'acknowledged', _type: 'page', site: 'alpha' });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      const lake = await start(dataDir);
      expect(await clientFor(lake).getDocument('acknowledged')).toEqual(written);
      await lake.close();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
