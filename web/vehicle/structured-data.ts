import type { Car as CarType } from '@dealer/stock';
import { carTitle, currentPrice, isSold } from '@dealer/stock';
import type { BreadcrumbList, Car, WithContext } from 'schema-dts';

export interface StructuredDataInput {
  car: CarType;
  /** The page's absolute URL (canonical). */
  url: string;
  origin: string;
  currency: string;
  distanceUnit: 'km' | 'mi';
  imageUrls: string[];
  dealerName: string;
  breadcrumbs: { name: string; url: string }[];
}

const KM_PER_MILE = 1.609344;

/**
 * Search engines' view of a vehicle page (README "The vehicle page"): schema.org `Car` with its `Offer`, and
 * the `BreadcrumbList`. Typed by schema-dts, so a misspelt property fails to compile.
 */
export function vehicleStructuredData({ car, url, currency, distanceUnit, imageUrls, dealerName, breadcrumbs }: StructuredDataInput): [WithContext<Car>, WithContext<BreadcrumbList>] {
  const price = currentPrice(car);
  const vehicle: WithContext<Car> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carTitle(car),
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: car.car_type === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.simple_body ? { bodyType: car.simple_body } : {}),
    ...(car.simple_fuel || car.fuel ? { fuelType: car.simple_fuel ?? car.fuel ?? undefined } : {}),
    ...(car.simple_transmission ? { vehicleTransmission: car.simple_transmission } : {}),
    ...(car.seats ? { seatingCapacity: car.seats } : {}),
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: distanceUnit === 'mi' ? Math.round(car.km / KM_PER_MILE) : car.km,
      unitCode: distanceUnit === 'mi' ? 'SMI' : 'KMT',
    },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      ...(price > 0 ? { price } : {}),
      availability: isSold(car) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: car.car_type === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      seller: { '@type': 'AutoDealer', name: dealerName },
    },
  };
  const trail: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
  return [vehicle, trail];
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text in it can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
