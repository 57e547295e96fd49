import type { LocationDoc } from '@dealer/schemas';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { locationMapDataSchema, locationMapProjection, selectLocations, serves, type LocationMapData, type LocationNeed } from './data';
import { directionsHref, splitName } from './hours';
import { LocationCard } from './LocationCard';
import styles from './LocationMap.module.css';
import { LocationMapClient, type MapLocation } from './LocationMapClient';
import { groupPins, MAP_VIEW_BOX, projectPoints } from './projection';
import { locationMapPreview } from './preview';
import { locationMapSchema } from './schema';

const NEEDS: LocationNeed[] = ['sales', 'service', 'parts'];

function mapLocation(location: LocationDoc): MapLocation {
  const [first, second] = splitName(location.name);
  const { address } = location;
  return {
    key: location._id,
    name: location.name,
    label: second ?? first,
    city: address.city,
    address: `${address.street}, ${address.city} ${address.state} ${address.postcode}`,
    needs: NEEDS.filter((need) => serves(location, need)),
    directionsHref: directionsHref(location),
  };
}

function LocationMap({ data, context }: { data: LocationMapData; context: BlockContext }) {
  const { locale, now } = context;
  const locations = selectLocations(data.locations, data.selection, data.locationId);
  const heading = data.heading ?? (data.display === 'map' ? locale.t('location.mapHeading') : null);
  const label = heading ?? locale.t('location.heading');

  let body;
  if (locations.length === 0) {
    body = <p className={styles.none}>{locale.t('location.none')}</p>;
  } else if (data.display === 'map') {
    const points = projectPoints(locations.map((location) => location.address));
    const pins = groupPins(points.map((point, index) => ({ ...point, item: mapLocation(locations[index]!) })));
    body = (
      <LocationMapClient
        width={MAP_VIEW_BOX.width}
        height={MAP_VIEW_BOX.height}
        pins={pins.map((pin) => ({ x: pin.x, y: pin.y, locations: pin.items }))}
        // A filter only helps when the locations serve different needs.
        showFilter={data.showFilter && new Set(locations.map((location) => location.location_type)).size > 1}
        labels={{
          map: locale.t('location.map'),
          filter: locale.t('location.filter'),
          all: locale.t('location.filter.all'),
          sales: locale.t('location.filter.sales'),
          service: locale.t('location.filter.service'),
          parts: locale.t('location.filter.parts'),
          directions: locale.t('location.directions'),
          none: locale.t('location.none'),
        }}
      />
    );
  } else {
    body = (
      <ul className={`${styles.cards} ${locations.length > 2 ? styles.many : locations.length === 2 ? styles.two : ''}`}>
        {locations.map((location) => (
          <li key={location._id}>
            <LocationCard location={location} site={context.site} locale={locale} now={now} onContactPage={data.onContactPage} headingLevel={heading ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-label={heading ? undefined : label} className={styles.section} data-block="location-map">
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      {body}
    </section>
  );
}

/** §2 Location blocks: the primary, a type, all or one of the site's locations, as cards or an offline map. */
export const locationMapBlock = defineBlock({
  type: 'locationMap',
  schema: locationMapSchema,
  projection: locationMapProjection,
  data: locationMapDataSchema,
  preview: locationMapPreview,
  Component: LocationMap,
});
