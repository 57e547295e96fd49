import 'server-only';
import { dataSecret } from '../data-secret';
import { bearerToken, secretEquals } from '../http/secret-equals.mts';

/**
 * The bearer secret of the stock admin routes (feed import, reindex): STOCK_ADMIN_SECRET, or a
 * random one generated on first use into .data/stock-admin-secret, where the import CLI reads it.
 */
export function stockAdminSecret(): string {
  return dataSecret('STOCK_ADMIN_SECRET', 'stock-admin-secret');
}

export function isStockAdmin(request: Request): boolean {
  return secretEquals(bearerToken(request), stockAdminSecret());
}
