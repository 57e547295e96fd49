import type { LocaleFormatter, SiteLocation } from '@dealer/tenants';
import styles from './LocationsMenu.module.css';
import { NavDropdown } from './NavDropdown';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** §2 Locations dropdown: each location's address and phone (a tel: link), and a link to /contact. */
export function LocationsMenu({ label, locations, locale }: { label: string; locations: SiteLocation[]; locale: LocaleFormatter }) {
  return (
    <NavDropdown label={label} align="end">
      <ul className={styles.list}>
        {locations.map((location) => (
          <li key={location.id} className={styles.item}>
            <p className={styles.name}>{location.name}</p>
            <p className={styles.address}>
              {location.address.street}, {location.address.city} {location.address.state} {location.address.postcode}
            </p>
            <a href={telHref(location.phone)} aria-label={locale.t('location.call', { name: location.name, phone: location.phone })}>
              <span className={styles.underline}>{location.phone}</span>
            </a>
          </li>
        ))}
        <li>
          <a href="/contact" className={styles.contact}>{locale.t('nav.contactUs')}</a>
        </li>
      </ul>
    </NavDropdown>
  );
}
