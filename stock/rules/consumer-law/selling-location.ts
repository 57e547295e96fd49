import type { Dealership, SiteConfig } from '@dealer/tenants';
import type { Car } from '../../car/car';

/** The yard that offers a car for sale, as a consumer law notice names it. */
export interface SellingLocation {
  name: string | null;
  phone: string | null;
  street: string | null;
  city: string | null;
  /** As the data spells it: 'VIC', 'Auckland', 'TX'. */
  state: string | null;
  postcode: string | null;
}

export type SellingLocationCar = Pick<Car, 'location_id' | 'location' | 'state'>;
export type SellingLocationSite = Pick<SiteConfig, 'locations' | 'state'>;

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * The location selling the car: the site's own record of the car's location (`location_id`, the
 * config the dealer keeps), else the location the feed row carries, else the site's primary sales
 * location. The state falls back to the car's `state` and then the site's default state (§1), so
 * a group with yards in two states (NSW and VIC) gets each car's own state.
 */
export function sellingLocation(car: SellingLocationCar, site: SellingLocationSite): SellingLocation {
  const configured = site.locations.find((location) => location.id === car.location_id);
  const sales = site.locations.filter((location) => location.location_type === 'sales');
  const primary = sales.find((location) => location.primary) ?? sales[0] ?? site.locations[0];
  if (configured) {
    const { address } = configured;
    return { name: configured.name, phone: configured.phone, street: address.street, city: address.city, state: present(address.state) ?? present(car.state), postcode: address.postcode };
  }
  const feed = car.location;
  if (feed && (feed.name || feed.address)) {
    const address = feed.address;
    return {
      name: present(feed.name),
      phone: present(feed.phone),
      street: present(address?.street),
      city: present(address?.city),
      state: present(address?.state) ?? present(car.state) ?? present(site.state),
      postcode: present(address?.postcode),
    };
  }
  return {
    name: primary?.name ?? null,
    phone: primary?.phone ?? null,
    street: primary?.address.street ?? null,
    city: primary?.address.city ?? null,
    state: present(car.state) ?? present(primary?.address.state) ?? present(site.state),
    postcode: primary?.address.postcode ?? null,
  };
}

/** One line of address: "301 Broadway, Newmarket Auckland 1023"; null when nothing is known. */
export function sellingAddressLine(location: SellingLocation): string | null {
  const town = [location.city, location.state, location.postcode].filter(Boolean).join(' ');
  return [location.street, town].filter(Boolean).join(', ') || null;
}

/** The dealership (trading entity) selling the car: the car's own, else the site's, else the first. */
export function sellingDealership(car: Pick<Car, 'dealership_slug'>, site: Pick<SiteConfig, 'dealerships' | 'dealership_slug'>): Dealership {
  return (
    site.dealerships.find((dealership) => dealership.slug === car.dealership_slug) ??
    site.dealerships.find((dealership) => dealership.slug === site.dealership_slug) ??
    site.dealerships[0]!
  );
}
