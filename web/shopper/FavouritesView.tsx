'use client';

import { Box, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { CarCard } from '@dealer/blocks/ui/car-card/CarCard';
import { carCardModel } from '@dealer/blocks/ui/car-card/card-model';
import { favourites, useLocalList } from '@dealer/blocks/ui/shopper/local-list';
import { createLocale, type SiteConfig } from '@dealer/tenants';
import { useMemo } from 'react';
import type { BrowserSearchBackend } from '../search/search-backend';
import { useCarsById } from './use-cars-by-id';

/** §3 favourited cars, kept in this browser (§6 storeFavourites: no sign-in needed). */
export function FavouritesView({ site, now, backend }: { site: SiteConfig; now: number; backend: BrowserSearchBackend }) {
  const locale = useMemo(() => createLocale(site.locale), [site.locale]);
  const ids = useLocalList(favourites);
  const state = useCarsById(site.slug, backend, ids);
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Heading as="h1" fontSize="3xl" mb="6">{locale.t('shopper.favouritesTitle')}</Heading>
      {state.status === 'loading' ? (
        <Spinner aria-label={locale.t('search.loading')} />
      ) : state.status === 'error' ? (
        <Text role="alert">{locale.t('search.error')}</Text>
      ) : state.cars.length === 0 ? (
        <Text color="fg.muted">{locale.t('shopper.favouritesEmpty')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
          {state.cars.map((car) => (
            <li key={car.id}>
              <CarCard car={carCardModel(car, site, new Date(now))} locale={locale} headingLevel="h2" />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
