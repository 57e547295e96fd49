import { z } from 'zod';
import { locationDocSchema, locationProjection, type LocationDoc } from '@dealer/schemas';
import { keepValid } from '../registry/keep-valid';

export const locationSelections = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one'] as const;
export type LocationSelection = (typeof locationSelections)[number];

export const locationMapDataSchema = z.object({
  heading: z.string().nullish(),
  selection: z.enum(locationSelections).catch('all'),
  locationId: z.string().nullish(),
  display: z.enum(['cards', 'map']).catch('cards'),
  showFilter: z.boolean().nullish().transform((value) => value ?? false),
  onContactPage: z.boolean().nullish().transform((value) => value ?? false),
  // Loaded by the projection's sub-query; the stored block has none. A malformed location is dropped.
  locations: keepValid(locationDocSchema),
});
export type LocationMapData = z.infer<typeof locationMapDataSchema>;

/** The site's visible locations come with the block (`$site` is a parameter of the page query). */
export const locationMapProjection = `heading, selection, display, showFilter, onContactPage,
  "locationId": coalesce(location._ref, locationId),
  "locations": *[_type == "location" && site == $site && visible != false] | order(coalesce(primary, false) desc, name asc){${locationProjection}}`;

/** What a kind of shopper need is served by: a service-and-parts centre serves both (§3 location_type). */
export type LocationNeed = 'sales' | 'service' | 'parts';
export function serves(location: Pick<LocationDoc, 'location_type'>, need: LocationNeed): boolean {
  if (need === 'sales') return location.location_type === 'sales';
  return location.location_type === need || location.location_type === 'service-and-parts';
}

/** §2 Location blocks: the locations a selection shows. Invisible locations are never shown. */
export function selectLocations(locations: readonly LocationDoc[], selection: LocationSelection, locationId?: string | null): LocationDoc[] {
  const visible = locations.filter((location) => location.visible);
  switch (selection) {
    case 'all':
      return visible;
    case 'primary': {
      const primary = visible.filter((location) => location.primary);
      return primary.length > 0 ? primary.slice(0, 1) : visible.slice(0, 1);
    }
    case 'one':
      return locationId ? visible.filter((location) => location._id === locationId || location.id === locationId) : [];
    case 'service-and-parts':
      return visible.filter((location) => location.location_type === 'service-and-parts');
    default:
      return visible.filter((location) => serves(location, selection));
  }
}
