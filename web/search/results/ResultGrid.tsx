import { CarCard } from '@dealer/blocks/ui/car-card/CarCard';
import type { CarCardModel } from '@dealer/blocks/ui/car-card/card-model';
import { PromoCard } from '@dealer/blocks/ui/PromoCard';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { memo } from 'react';
import type { GridItem } from '../promo-placement';
import styles from '../ui/Results.module.css';

/**
 * The cards of a page, or what to do when there are none: a view of the items LiveResultGrid places.
 * Memoized: InstantSearch re-renders its widgets on every status change and once right after the
 * island is drawn (README "The cards are drawn once per set of results"), and the cards only
 * change with new items.
 */
export const ResultGrid = memo(function ResultGrid({ items, site, locale }: { items: readonly GridItem<CarCardModel>[]; site: SiteConfig; locale: LocaleFormatter }) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) =>
        item.kind === 'car' ? (
          <li key={item.car.id}>
            <CarCard car={item.car} locale={locale} headingLevel="h2" priority={index < 3} />
          </li>
        ) : item.kind === 'promo' ? (
          <li key={`promo-${item.promo._id}-${index}`}>
            <PromoCard tone="promo" title={item.promo.title} text={item.promo.text} label={item.promo.label} href={item.promo.href} />
          </li>
        ) : site.searchAdCard ? (
          <li key="ad">
            <PromoCard tone="ad" {...site.searchAdCard} />
          </li>
        ) : null,
      )}
    </ul>
  );
});

/** §4 empty state: a settled search with no cars says what to do next. */
export function NoResults({ locale }: { locale: LocaleFormatter }) {
  return <div className={styles.empty}>{locale.t('search.noResults')}</div>;
}
