import type { LocaleFormatter } from '@dealer/tenants';
import type { VehicleModel } from './vehicle-model';
import styles from './InterestedPanel.module.css';

/**
 * §2 "Some dealers show a 'Reserve Now' / 'Interested in this vehicle?' panel explaining reserving
 * by card and an instant trade-in price from an independent valuation tool" (`features.reservePanel`):
 * the deposit by card (§9: refundable, held 48 hours) with Reserve Now, and the trade-in tool for
 * the shopper's own car (/cars/trade-in?car_id=, under the §4 rule). Server-rendered: two links.
 */
export function InterestedPanel({ panel, locale }: { panel: NonNullable<VehicleModel['interested']>; locale: LocaleFormatter }) {
  const t = locale.t;
  return (
    <section className={styles.panel} aria-labelledby="interested-heading" data-testid="interested-panel">
      <h2 id="interested-heading" className={styles.heading}>{t('vehicle.interested.heading')}</h2>
      {panel.reserveHref && panel.reserveAmount !== null ? (
        <div className={styles.offer}>
          <p>{t('vehicle.interested.reserve', { amount: locale.formatPrice(panel.reserveAmount) })}</p>
          <a className={styles.primary} href={panel.reserveHref}>{t('card.reserveNow', { amount: locale.formatPrice(panel.reserveAmount) })}</a>
        </div>
      ) : null}
      {panel.tradeInHref ? (
        <div className={styles.offer}>
          <p>{t('vehicle.interested.tradeIn')}</p>
          <a className={styles.secondary} href={panel.tradeInHref}>{t('vehicle.interested.tradeInLink')}</a>
        </div>
      ) : null}
    </section>
  );
}
