import type { Car } from '../car/car';
import { isSold } from './visibility';

/** §9 Toyota Certified badge (and §4 tag rule 4): make Toyota, certified true, not sold. */
export function isToyotaCertified(car: Pick<Car, 'make' | 'certified' | 'sold' | 'status'>): boolean {
  return car.make.trim().toLowerCase() === 'toyota' && car.certified && !isSold(car);
}
