/**
 * The message keys the favourites and compare pages' client tree reads (the page, its cards and the
 * comparison table), by prefix: the server sends only these (`clientLocale`), never the whole
 * catalogue (README "Page speed"). `web/client-messages.test.ts` walks the tree's imports.
 */
export const savedCarsMessagePrefixes = ['shopper.', 'search.', 'facet.', 'carType.', 'card.', 'price.', 'finance.', 'distance.', 'tag.', 'enquiry.', 'captcha.', 'account.signIn.', 'colour'] as const;
