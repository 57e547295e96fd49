import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on. Two uses: a form's
 * submit stays disabled until then, as a press before hydration would submit natively and the page
 * that answers has none of what the shopper typed (README "Limits of what is proven here",
 * server-drawn forms); and a control the server cannot draw the same way (search's Clear all, the
 * chips' remove buttons) is drawn only once hydrated, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
