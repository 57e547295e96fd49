import { watchlistRoute } from '@/server/accounts/watchlist-request';

/** POST /api/watchlist/remove-car (§7): see watchlistRoute. */
export const POST = watchlistRoute('remove');
