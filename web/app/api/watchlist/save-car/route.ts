import { watchlistRequest } from '@/server/accounts/watchlist-request';

/** POST /api/watchlist/save-car (§7): see watchlistRequest. */
export const POST = (request: Request) => watchlistRequest(request, 'save');
