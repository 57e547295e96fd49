/**
 * The message keys the search page's client tree reads (its controls, chips, pager and the cards
 * LiveResultGrid draws), by prefix: the server sends only these (`clientLocale`), never the whole
 * catalogue (README "Page speed"). A test walks the tree's imports and fails on a key not covered.
 */
export const searchClientMessagePrefixes = ['search.', 'facet.', 'carType.', 'card.', 'price.', 'finance.', 'distance.', 'tag.', 'enquiry.', 'captcha.', 'account.signIn.', 'colour'] as const;
