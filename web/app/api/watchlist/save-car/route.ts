import { watchlistRoute } from '@/server/accounts/watchlist-request';

/** POST /api/watchlist/save-car (§7): see watchlistRoute. */
export const POST = watchlistRoute('save');
