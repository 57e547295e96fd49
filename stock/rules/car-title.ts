import type { Car } from '../car/car';

/** A car's name as shoppers and dealers read it: "2024 Kia Sportage GT-Line" (year, make, model, badge). */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`;
}
