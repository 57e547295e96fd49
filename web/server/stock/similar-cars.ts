import 'server-only';
import { carCardModel, type CardCar, type CarCardModel } from '@dealer/blocks/ui/car-card/card-model';
import { currentPrice, type Car } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import { stockService } from './service';

/** How many similar cars the vehicle page shows. */
export const SIMILAR_CARS = 8;
/** A price band of ±20% around the car's price, for the fallback. */
const PRICE_BAND = 0.2;

const quote = (value: string) => JSON.stringify(value);

/**
 * Similar cars (README "The vehicle page"): the same make and model, else the same body in the car's price
 * band; never the car itself, only cars this site lists (the site-scoped search).
 */
export async function similarCars(site: SiteConfig, car: Car, now: Date): Promise<CarCardModel[]> {
  const stock = await stockService();
  const notThis = `NOT objectID:${quote(car.id)}`;
  const attempts = [`make:${quote(car.make)} AND model:${quote(car.model)} AND ${notThis}`];
  const price = currentPrice(car);
  if (car.simple_body && price > 0) {
    attempts.push(`body:${quote(car.simple_body)} AND price:${Math.round(price * (1 - PRICE_BAND))} TO ${Math.round(price * (1 + PRICE_BAND))} AND ${notThis}`);
  }
  for (const filters of attempts) {
    const { hits } = await stock.searchOne(site, { filters, hitsPerPage: SIMILAR_CARS });
    if (hits.length > 0) return (hits as unknown as CardCar[]).map((hit) => carCardModel(hit, site, now));
  }
  return [];
}
