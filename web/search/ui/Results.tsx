'use client';

import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import type { Promo } from '@dealer/schemas';
import type { FixedRefinements } from '@dealer/stock';
import { useInstantSearch } from 'react-instantsearch';
import { HitsGrid } from './HitsGrid';
import { Pager } from './Pager';
import { ResultCount } from './ResultCount';

/**
 * The result area (§4 Search states: loading and error keep the last good hits, facets and counts;
 * InstantSearch keeps the previous results while a new search runs or fails, we only say so).
 * Widget hooks stay in the leaves (HitsGrid, ResultCount, Pager): see FacetSidebar.
 */
export function Results({ site, locale, now, path, fixed, promos }: { site: SiteConfig; locale: LocaleFormatter; now: number; path: string; fixed: FixedRefinements; promos: Promo[] }) {
  const { status, error } = useInstantSearch({ catchError: true });
  return (
    <Box aria-busy={status === 'loading' || status === 'stalled'}>
      <Flex justify="space-between" align="center" mb="3" minH="8">
        <ResultCount site={site} locale={locale} />
        {status === 'stalled' ? (
          <Flex align="center" gap="2" fontSize="sm" color="fg.muted" role="status">
            <Spinner size="sm" /> {locale.t('search.loading')}
          </Flex>
        ) : null}
      </Flex>
      {status === 'error' ? (
        <Box role="alert" bg="orange.50" color="orange.900" borderWidth="1px" borderColor="orange.300" rounded="md" p="3" mb="3" fontSize="sm">
          {locale.t('search.error')}
          {error?.message ? <Text as="span" srOnly>{` (${error.message})`}</Text> : null}
        </Box>
      ) : null}
      <HitsGrid site={site} locale={locale} now={now} idle={status === 'idle'} promos={promos} />
      <Pager locale={locale} path={path} fixed={fixed} />
    </Box>
  );
}
