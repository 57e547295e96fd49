'use client';

import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import { useLocalList, type LocalList } from '@dealer/blocks/ui/shopper/local-list';
import { createLocale, type LocaleFormatter, type MessageKey, type SiteConfig } from '@dealer/tenants';
import { useMemo, type ReactNode } from 'react';
import type { BrowserSearchBackend } from '../server/stock/search-backend';
import { useCarsById } from './use-cars-by-id';

/**
 * A page of the cars a shopper kept in this browser (favourites, compare): loads them through the
 * site's search, and says so while loading, on error, and when the list is empty.
 */
export function SavedCarsPage({ site, backend, list, title, empty, children }: {
  site: SiteConfig;
  backend: BrowserSearchBackend;
  list: LocalList;
  title: MessageKey;
  empty: MessageKey;
  children: (cars: CardCar[], locale: LocaleFormatter) => ReactNode;
}) {
  const locale = useMemo(() => createLocale(site.locale), [site.locale]);
  const state = useCarsById(site, backend, useLocalList(list));
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Heading as="h1" fontSize="3xl" mb="6">{locale.t(title)}</Heading>
      {state.status === 'loading' ? (
        <Spinner aria-label={locale.t('search.loading')} />
      ) : state.status === 'error' ? (
        <Text role="alert">{locale.t('search.error')}</Text>
      ) : state.cars.length === 0 ? (
        <Text color="fg.muted">{locale.t(empty)}</Text>
      ) : (
        children(state.cars, locale)
      )}
    </Box>
  );
}
