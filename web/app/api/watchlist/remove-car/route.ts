import { watchlistRequest } from '@/server/accounts/watchlist-request';

/** POST /api/watchlist/remove-car (§7): see watchlistRequest. */
export const POST = (request: Request) => watchlistRequest(request, 'remove');
