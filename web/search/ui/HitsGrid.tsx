'use client';

import { Box, SimpleGrid } from '@chakra-ui/react';
import { CarCard } from '@dealer/blocks/ui/car-card/CarCard';
import { carCardModel, type CardCar } from '@dealer/blocks/ui/car-card/card-model';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useMemo } from 'react';
import { useHits } from 'react-instantsearch';

/** The cards of the current page; an empty, settled search says what to do next. */
export function HitsGrid({ site, locale, now, idle }: { site: SiteConfig; locale: LocaleFormatter; now: number; idle: boolean }) {
  const { items } = useHits<CardCar & Record<string, unknown>>();
  const date = useMemo(() => new Date(now), [now]);
  const cards = useMemo(() => items.map((hit) => carCardModel(hit, site, date)), [items, site, date]);
  if (cards.length === 0 && idle) {
    return <Box borderWidth="1px" rounded="lg" p="8" textAlign="center" color="fg.muted">{locale.t('search.noResults')}</Box>;
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
      {cards.map((card, index) => (
        <li key={card.id}>
          <CarCard car={card} locale={locale} headingLevel="h2" priority={index < 3} />
        </li>
      ))}
    </SimpleGrid>
  );
}
