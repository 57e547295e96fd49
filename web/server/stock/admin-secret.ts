import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const secret = stockAdminSecret();
  return given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}
