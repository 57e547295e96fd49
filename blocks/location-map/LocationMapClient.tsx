'use client';

import { useId, useState } from 'react';
import type { LocationNeed } from './data';
import styles from './LocationMapClient.module.css';

export interface MapLocation {
  key: string;
  name: string;
  /** The short label beside the pin: the part of the name after the dash, or the suburb. */
  label: string;
  city: string;
  address: string;
  needs: LocationNeed[];
  directionsHref: string;
}

export interface MapPinGroup {
  x: number;
  y: number;
  locations: MapLocation[];
}

export interface LocationMapLabels {
  /** "Map of our locations: {names}" */
  map: string;
  filter: string;
  all: string;
  sales: string;
  service: string;
  parts: string;
  directions: string;
  none: string;
}

type Filter = 'all' | LocationNeed;
const FILTERS: Filter[] = ['all', 'sales', 'service', 'parts'];

/**
 * The offline locations map (no tiles): pins placed by their coordinates on a plain SVG, with the
 * contact page's Sales/Service/Parts filter (§2). The SVG is one image to assistive technology,
 * named with the locations it shows; the list under it carries the addresses and links.
 */
export function LocationMapClient({ width, height, pins, labels, showFilter }: {
  width: number;
  height: number;
  pins: MapPinGroup[];
  labels: LocationMapLabels;
  showFilter: boolean;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const gridId = `${useId()}-grid`;
  const shown = (location: MapLocation) => filter === 'all' || location.needs.includes(filter);
  const visiblePins = pins.map((pin) => ({ ...pin, locations: pin.locations.filter(shown) })).filter((pin) => pin.locations.length > 0);
  const visible = visiblePins.flatMap((pin) => pin.locations);
  const mapLabel = labels.map.replace('{names}', visible.map((location) => location.name).join('; '));

  return (
    <div>
      {showFilter ? (
        <div role="group" aria-label={labels.filter} className={styles.filter}>
          {FILTERS.map((value) => (
            <button key={value} type="button" className={styles.filterButton} aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {labels[value]}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.map}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={mapLabel} className={styles.svg} data-testid="location-map-svg">
          <defs>
            <pattern id={gridId} width="40" height="40" patternUnits="userSpaceOnUse">
              <path d="M 40 0 L 0 0 0 40" fill="none" stroke="#c7d7ea" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={width} height={height} fill={`url(#${gridId})`} />
          {visiblePins.map((pin) => {
            const right = pin.x > width * 0.6;
            const label = pin.locations.length === 1 ? pin.locations[0]!.label : `${pin.locations[0]!.city} (${pin.locations.length})`;
            return (
              <g key={pin.locations.map((location) => location.key).join('+')} data-pin={pin.locations.map((location) => location.key).join(' ')} transform={`translate(${pin.x} ${pin.y})`}>
                <path d="M0 0 C -4 -8 -10 -12 -10 -19 A 10 10 0 1 1 10 -19 C 10 -12 4 -8 0 0 Z" fill="#c53030" stroke="#fff" strokeWidth="1.5" />
                <circle cx="0" cy="-19" r="3.5" fill="#fff" />
                <text x={right ? -14 : 14} y="-14" textAnchor={right ? 'end' : 'start'} fontSize="15" fontWeight="600" fill="#1a202c" stroke="#fff" strokeWidth="4" paintOrder="stroke" strokeLinejoin="round">
                  {label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      {visible.length === 0 ? (
        <p className={styles.none}>{labels.none}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((location) => (
            <li key={location.key}>
              <p className={styles.name}>{location.name}</p>
              <p className={styles.address}>{location.address}</p>
              <a className={styles.directions} href={location.directionsHref}>{labels.directions}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
