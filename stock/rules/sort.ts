/** §9 default sort options: most relevant, latest, highest price, lowest price. */
export const stockSorts = ['relevance', 'latest', 'price_desc', 'price_asc'] as const;
export type StockSort = (typeof stockSorts)[number];
