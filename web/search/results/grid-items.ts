import { carCardModel, type CardCar, type CarCardModel } from '@dealer/blocks/ui/car-card/card-model';
import type { Promo } from '@dealer/schemas';
import type { SiteConfig } from '@dealer/tenants';
import { placePromos, type GridItem } from '../promo-placement';

export interface GridContext {
  site: SiteConfig;
  promos: readonly Promo[];
  /** The request's clock (ms), the same on the server and in the browser. */
  now: number;
  /** 0-based page of these hits: promos rotate through the slots page by page. */
  page: number;
  refinedCarTypes: readonly string[];
}

/** A page of hits as the grid draws it: card models, with §4's promo cards at 8 and 17 and the ad card at 9. */
export function resultGridItems(hits: readonly CardCar[], { site, promos, now, page, refinedCarTypes }: GridContext): GridItem<CarCardModel>[] {
  const date = new Date(now);
  const cards = hits.map((hit) => carCardModel(hit, site, date));
  return placePromos(cards, promos, { now: date, page, refinedCarTypes, shuffle: site.features.shufflePromos, adCard: Boolean(site.searchAdCard) });
}
