'use client';

import { CarCard } from '@dealer/blocks/ui/car-card/CarCard';
import { carCardModel } from '@dealer/blocks/ui/car-card/card-model';
import { favourites } from '@dealer/blocks/ui/shopper/local-list';
import type { ClientLocale, SiteConfig } from '@dealer/tenants';
import type { BrowserSearchBackend } from '../server/stock/search-backend';
import styles from './FavouritesView.module.css';
import { SavedCarsPage } from './SavedCarsPage';

/** §3 favourited cars, kept in this browser (§6 storeFavourites: no sign-in needed). */
export function FavouritesView({ site, locale, now, backend }: { site: SiteConfig; locale: ClientLocale; now: number; backend: BrowserSearchBackend }) {
  return (
    <SavedCarsPage site={site} locale={locale} backend={backend} list={favourites} title="shopper.favouritesTitle" empty="shopper.favouritesEmpty">
      {(cars, locale) => (
        <ul className={styles.grid}>
          {cars.map((car) => (
            <li key={car.id}>
              <CarCard car={carCardModel(car, site, new Date(now))} locale={locale} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </SavedCarsPage>
  );
}
