import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bearerToken, secretEquals } from '../http/secret-equals';
import { dataDir, readDataFile } from '../paths';

const FILE = 'stock-admin-secret';

/**
 * The bearer secret of the stock admin routes (feed import, reindex): STOCK_ADMIN_SECRET, or a
 * random one generated on first use into .data/stock-admin-secret, where the import CLI reads it.
 */
export function stockAdminSecret(): string {
  const fromEnv = process.env.STOCK_ADMIN_SECRET;
  if (fromEnv) return fromEnv;
  const existing = readDataFile(FILE);
  if (existing) return existing;
  const secret = randomBytes(24).toString('base64url');
  const file = join(dataDir, FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function isStockAdmin(request: Request): boolean {
  return secretEquals(bearerToken(request), stockAdminSecret());
}
