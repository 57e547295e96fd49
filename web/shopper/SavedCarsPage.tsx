'use client';

import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import { useLocalList, type LocalList } from '@dealer/blocks/ui/shopper/local-list';
import { clientFormatter, type ClientLocale, type LocaleFormatter, type MessageKey, type SiteConfig } from '@dealer/tenants';
import { useMemo, type ReactNode } from 'react';
import type { BrowserSearchBackend } from '../server/stock/search-backend';
import styles from './SavedCarsPage.module.css';
import { useCarsById } from './use-cars-by-id';

/**
 * A page of the cars a shopper kept in this browser (favourites, compare): loads them through the
 * site's search, and says so while loading, on error, and when the list is empty. Plain React and
 * build-time CSS (README "Page speed").
 */
export function SavedCarsPage({ site, locale: localeData, backend, list, title, empty, children }: {
  site: SiteConfig;
  /** The site's locale with the messages this tree reads (client-messages.ts), not the catalogue. */
  locale: ClientLocale;
  backend: BrowserSearchBackend;
  list: LocalList;
  title: MessageKey;
  empty: MessageKey;
  children: (cars: CardCar[], locale: LocaleFormatter) => ReactNode;
}) {
  const locale = useMemo(() => clientFormatter(localeData), [localeData]);
  const state = useCarsById(site, backend, useLocalList(list));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{locale.t(title)}</h1>
      {state.status === 'loading' ? (
        <span className={styles.spinner} aria-label={locale.t('search.loading')} />
      ) : state.status === 'error' ? (
        <p role="alert">{locale.t('search.error')}</p>
      ) : state.cars.length === 0 ? (
        <p className={styles.empty}>{locale.t(empty)}</p>
      ) : (
        children(state.cars, locale)
      )}
    </div>
  );
}
