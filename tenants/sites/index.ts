import type { SiteDefinition } from '../config/resolve';
import { harbourCityToyota } from './harbour-city-toyota';
import { loneStarJeep } from './lone-star-jeep';
import { riversideKia } from './riverside-kia';
import { southernCrossMotors } from './southern-cross-motors';

/** The sites this deployment serves. A new dealer is one file here plus its content in Sanity. */
export const siteDefinitions: readonly SiteDefinition[] = [
  riversideKia,
  southernCrossMotors,
  harbourCityToyota,
  loneStarJeep,
];
