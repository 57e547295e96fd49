// Secrets generated once per data directory (the API token, a webhook secret) and kept in
// owner-only files, so restarts keep working with tokens that other processes already read.
import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';

/** Reads the secret in `file`, creating it (mode 0600) with a random value if it does not exist. */
export async function readOrCreateSecret(file: string, bytes = 32): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(bytes).toString('base64url');
  try {
    // 'wx' fails if another process created the file in the meantime; then theirs wins.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file);
    if (!winner) throw new Error(`${file} exists but is empty`);
    return winner;
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    await chmod(file, 0o600); // tighten a file someone created by hand
    return value || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
