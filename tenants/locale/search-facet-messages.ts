/**
 * The search page's facets that an address can refine without a widget of their own (§2 "one
 * parameter per facet", §3 search facets), their removable chips, and the brand group's side panel
 * (§2). Kept apart from messages.ts only for size; they join the same catalogue.
 */
export const searchFacetMessagesEnAU = {
  'facet.dealership_slug': 'Dealership',
  'facet.tag': 'Tag',
  'facet.weekly_price_range': 'Weekly repayment',
  'facet.price_range': 'Price range',
  'facet.item_type': 'Vehicle type',
  'facet.badge': 'Badge',
  /** The list of removable chips, one per refinement, above the results. */
  'search.currentRefinements': 'Your filters',
  /** A chip: 'City: Penrith'. */
  'search.chip': '{facet}: {value}',
  /** A chip's remove button, read by screen readers: 'Remove filter City: Penrith'. */
  'search.removeChip': 'Remove filter {facet}: {value}',
  /** §2: the brand group's side panel. */
  'search.groupPanel': 'Find a car across our dealerships',
  'search.keywordPlaceholder': 'Keyword search eg. EV, SUV, Toyota',
  'search.anyWeeklyPrice': 'Any weekly repayment',
};
