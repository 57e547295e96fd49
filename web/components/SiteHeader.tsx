import type { MenuItem } from '@dealer/schemas';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { LocationsMenu } from './LocationsMenu';
import { MobileNav } from './MobileNav';
import { NavDropdown } from './NavDropdown';
import styles from './SiteHeader.module.css';

/**
 * §2 header menus from the site's header menu document; the Locations dropdown comes from site
 * config. Server-rendered HTML and build-time CSS; only the mobile menu toggle is an island.
 */
export function SiteHeader({ site, items, locale }: { site: SiteConfig; items: MenuItem[]; locale: LocaleFormatter }) {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>{locale.t('nav.skipToContent')}</a>
      <div className={styles.bar}>
        <a href="/" className={styles.logo}>{site.logo.text}</a>
        <MobileNav openLabel={locale.t('nav.openMenu')} closeLabel={locale.t('nav.closeMenu')}>
          <nav aria-label="Main">
            <ul className={styles.menu}>
              {items.map((item) => (
                <li key={item._key}>
                  {item._type === 'menuLink' ? (
                    <a href={item.href} className={styles.link}>{item.label}</a>
                  ) : item._type === 'menuGroup' ? (
                    <NavDropdown label={item.label}>
                      <ul className={styles.subMenu}>
                        {item.links.map((link) => (
                          <li key={link._key}>
                            <a href={link.href} className={styles.link}>{link.label}</a>
                          </li>
                        ))}
                      </ul>
                    </NavDropdown>
                  ) : (
                    <LocationsMenu label={item.label ?? locale.t('nav.locations')} locations={site.locations} locale={locale} />
                  )}
                </li>
              ))}
              {site.features.authentication ? (
                // Shopper accounts (§6, README "Accounts, the watchlist, reservations and buying online"): the same link signed in or out, so the cached header stays the same for everyone.
                <li>
                  <a href="/account" className={styles.link}>{locale.t('account.nav.link')}</a>
                </li>
              ) : null}
            </ul>
          </nav>
        </MobileNav>
      </div>
    </header>
  );
}
