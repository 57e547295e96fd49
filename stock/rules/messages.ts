/**
 * The shopper-facing texts the rules in this folder decide on, in en-AU, keyed the way the locale
 * layer keys its messages. Rules return these keys (plus values), never formatted strings; the
 * locale layer owns the wording per locale and fills `{name}` placeholders.
 */
export const ruleMessages = {
  'tag.sold': 'Sold', // §4 rule 1, outside the sold window
  'tag.justSold': 'Just Sold', // §4 rule 1, inside the sold window
  'tag.electric': 'Electric', // §4 rule 2
  'tag.hybrid': 'Hybrid', // §4 rule 2
  'tag.reserved': 'Reserved', // §4 rule 3
  'tag.toyotaCertified': 'Toyota Certified', // §4 rule 4 (image badge; this is its alt text)
  'tag.comingSoon': 'COMING SOON', // §4 rule 6
  'tag.newArrival': 'New Arrival', // §4 rule 7
  'price.preorder': 'PREORDER', // §4 price display order
  'price.regoExpires': 'Expires on {date}', // §4
  'budget.viewInRange': 'View {type}s In This Range', // §2 budget search block
  'budget.found': '{count} {type}s Found', // §4 budget 'invalid' state
  'budget.noneFound': 'No {type}s found for this budget', // §4, §8
  'dealerComments.pending': 'Dealer comments are pending. Please check back here later.', // §5
} as const;

export type RuleMessageKey = keyof typeof ruleMessages;

/** A text to show, by key, with the values for its placeholders. */
export interface RuleMessage<K extends RuleMessageKey = RuleMessageKey> {
  key: K;
  values?: Record<string, string | number>;
}
