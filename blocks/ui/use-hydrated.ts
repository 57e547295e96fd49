import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on. A form's submit stays
 * disabled until then: a press before hydration would submit natively, and the page that answers
 * has none of what the shopper typed (README "Limits of what is proven here", server-drawn forms).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
