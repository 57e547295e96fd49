import type { CardCar } from './card-model';

/**
 * The attributes a card is drawn from: what a search for cards asks the engine to return
 * (`attributesToRetrieve`), so a search answer, and InstantSearch's first results written into
 * the search page, carry a card's fields rather than every field of 21 cars (README "Page speed").
 */
export const CARD_ATTRIBUTES = [
  'id', 'slug', 'year', 'make', 'model', 'badge', 'series', 'car_type', 'status', 'sold', 'sold_date_timestamp',
  'price', 'offer_price', 'before_price', 'subscription_price', 'preorder', 'price_type', 'km', 'simple_body',
  'simple_transmission', 'simple_fuel', 'fuel', 'reserved', 'certified', 'tag', 'created_at', 'primary_image_url',
  'dealership_slug', 'finance_lenders', 'autograb_data', 'colour', 'location_id', 'stocknum',
  'has_nvic', 'thumbnails', 'images',
] as const satisfies readonly (keyof CardCar)[];

/** Compiles only while CARD_ATTRIBUTES names every field of CardCar. */
export const cardAttributesComplete: Exclude<keyof CardCar, (typeof CARD_ATTRIBUTES)[number]> extends never ? true : never = true;
