import type { MenuItem } from '@dealer/schemas';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import type { CSSProperties } from 'react';
import styles from './SiteFooter.module.css';

/** §2 footer groups (Models, Buyer Tools, Servicing and Parts) from content, then the dealership itself. */
export function SiteFooter({ site, items, locale }: { site: SiteConfig; items: MenuItem[]; locale: LocaleFormatter }) {
  const groups = items.filter((item) => item._type === 'menuGroup');
  const primary = site.locations.find((location) => location.primary) ?? site.locations[0]!;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid} style={{ '--footer-columns': groups.length + 1 } as CSSProperties}>
        {groups.map((group) => (
          <nav key={group._key} aria-label={group.label}>
            <h2 className={styles.heading}>{group.label}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link._key}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.heading}>{site.name}</h2>
          <div className={styles.dealer}>
            <p>{primary.address.street}</p>
            <p>{primary.address.city} {primary.address.state} {primary.address.postcode}</p>
            <a href={`tel:${primary.phone.replace(/[^\d+]/g, '')}`}>{primary.phone}</a>
            {primary.dealer_license_number ? <p>{locale.t('footer.dealerLicence', { number: primary.dealer_license_number })}</p> : null}
          </div>
        </div>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalRow}>
          <p>{locale.t('footer.copyright', { year: new Date().getFullYear(), name: site.name })}</p>
          <ul className={styles.legalLinks}>
            <li><a href="/privacy-policy">{locale.t('footer.privacy')}</a></li>
            <li><a href="/terms-and-conditions">{locale.t('footer.terms')}</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
