import { messagesEnAU, type MessageKey } from '@dealer/tenants';

/**
 * The shopper-facing texts the rules in this folder decide on. Rules return these keys (plus
 * values), never formatted strings; the wording lives once, in the locale layer
 * (tenants/locale/messages.ts), which fills `{name}` placeholders per locale.
 */
export const ruleMessageKeys = [
  'tag.sold', // §4 rule 1, outside the sold window
  'tag.justSold', // §4 rule 1, inside the sold window
  'tag.electric', // §4 rule 2
  'tag.hybrid', // §4 rule 2
  'tag.reserved', // §4 rule 3
  'tag.toyotaCertified', // §4 rule 4 (image badge; this is its alt text)
  'tag.comingSoon', // §4 rule 6
  'tag.newArrival', // §4 rule 7
  'price.preorder', // §4 price display order
  'price.regoExpires', // §4
  'budget.viewInRange', // §2 budget search block
  'budget.found', // §4 budget 'invalid' state
  'budget.noneFound', // §4, §8
  'dealerComments.pending', // §5
] as const satisfies readonly MessageKey[];

export type RuleMessageKey = (typeof ruleMessageKeys)[number];

/** The en-AU wording of each rule message (from the locale layer), for tests and logs. */
export const ruleMessages = Object.fromEntries(ruleMessageKeys.map((key) => [key, messagesEnAU[key]])) as Record<RuleMessageKey, string>;

/** A text to show, by key, with the values for its placeholders. */
export interface RuleMessage<K extends RuleMessageKey = RuleMessageKey> {
  key: K;
  values?: Record<string, string | number>;
}
