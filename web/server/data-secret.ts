import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dataDir, readDataFile } from './paths';

/**
 * A secret from the environment variable `envName`, or a random one generated on first use into
 * `.data/{file}` (mode 600) and read from there afterwards, so every process on this machine agrees.
 */
export function dataSecret(envName: string, file: string): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  const existing = readDataFile(file);
  if (existing) return existing;
  const secret = randomBytes(24).toString('base64url');
  const path = join(dataDir, file);
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readDataFile(file)!;
    throw error;
  }
  return secret;
}
