'use client';

import { CarCard } from '@dealer/blocks/ui/car-card/CarCard';
import { carCardModel, type CardCar } from '@dealer/blocks/ui/car-card/card-model';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useMemo } from 'react';
import type { Promo } from '@dealer/schemas';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { primaryIndexName } from '@dealer/stock';
import { placePromos } from '../promo-placement';
import { PromoCard } from '@dealer/blocks/ui/PromoCard';
import styles from './Results.module.css';

/** The cards of the current page; an empty, settled search says what to do next. */
export function HitsGrid({ site, locale, now, idle, promos }: { site: SiteConfig; locale: LocaleFormatter; now: number; idle: boolean; promos: Promo[] }) {
  const { items, results } = useHits<CardCar & Record<string, unknown>>();
  const { uiState } = useInstantSearch();
  const carTypeState = uiState[primaryIndexName]?.refinementList?.car_type;
  const refinedCarTypes = useMemo(() => carTypeState ?? [], [carTypeState]);
  const date = useMemo(() => new Date(now), [now]);
  const cards = useMemo(() => items.map((hit) => carCardModel(hit, site, date)), [items, site, date]);
  // §4: promo cards at positions 8 and 17 inside their window, and one dealer's ad card at 9.
  const grid = useMemo(
    () => placePromos(cards, promos, { now: date, page: results?.page ?? 0, refinedCarTypes, shuffle: site.features.shufflePromos, adCard: Boolean(site.searchAdCard) }),
    [cards, promos, date, results?.page, refinedCarTypes, site],
  );
  if (cards.length === 0 && idle) {
    return <div className={styles.empty}>{locale.t('search.noResults')}</div>;
  }
  return (
    <ul className={styles.grid}>
      {grid.map((item, index) =>
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
}
