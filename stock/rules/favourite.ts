import type { SiteConfig } from '@dealer/tenants';
import type { Car } from '../car/car';

/** §5: the smallest price a car needs before it can be favourited, on the sites with the rule. */
const FAVOURITE_MIN_PRICE_EXCLUSIVE = 0;

const present = (url: string | null | undefined) => typeof url === 'string' && url.trim() !== '';

/** §5 "at least one thumbnail or image": the primary image counts, blank addresses do not. */
export function hasCarImage(car: Pick<Car, 'thumbnails' | 'images' | 'primary_image_url'>): boolean {
  return present(car.primary_image_url) || (car.thumbnails ?? []).some(present) || (car.images ?? []).some((image) => present(image.image_url));
}

/**
 * §5: "Favourite button on some sites requires price above 0 and at least one thumbnail or
 * image" (`features.favouriteNeedsPriceAndImage`). The price is the car's `price`, as the other §5
 * price rules read it. Only adding is gated: a car favourited before it lost its price or photos
 * can still be removed (the caller keeps the button for a car already in the list).
 */
export function canFavourite(
  car: Pick<Car, 'price' | 'thumbnails' | 'images' | 'primary_image_url'>,
  site: { features: Pick<SiteConfig['features'], 'favouriteNeedsPriceAndImage'> },
): boolean {
  if (!site.features.favouriteNeedsPriceAndImage) return true;
  return car.price > FAVOURITE_MIN_PRICE_EXCLUSIVE && hasCarImage(car);
}
