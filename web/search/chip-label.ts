import { bodyLabel, type RefinementFacet } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';

/** How a refinement's value reads on its chip: condition and body as shoppers say them, a dealer link's slug as the dealership's name. */
export function chipValue(site: SiteConfig, locale: LocaleFormatter, attribute: string, value: string): string {
  if (attribute === 'car_type' && ['new', 'demo', 'used'].includes(value)) return locale.t(`carType.${value}` as 'carType.new');
  if (attribute === 'body') return bodyLabel(value);
  if (attribute === 'dealership_slug') return site.dealerships.find((dealership) => dealership.slug === value)?.name ?? value;
  return value;
}

/** The chip's facet name, e.g. 'City' (every §3 refinement facet has one in the locale layer). */
export const chipFacet = (locale: LocaleFormatter, attribute: RefinementFacet) => locale.t(`facet.${attribute}`);
