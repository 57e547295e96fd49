import type { SearchParams } from '@dealer/stock';
import { CARD_ATTRIBUTES } from '@dealer/blocks/ui/car-card/card-attributes';

/** What a search for cards returns (the island's Configure asks it): a card's fields, no highlights (no card shows one). */
export const CARD_SEARCH = { attributesToRetrieve: [...CARD_ATTRIBUTES], attributesToHighlight: [] as string[] } satisfies Partial<SearchParams>;

/** The facet whose value counts §9's hit-count rule sums when the engine's count is not trusted. */
export const COUNT_FACET = 'car_type';
