'use client';

import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useMemo } from 'react';
import { useSortBy } from 'react-instantsearch';
import { indices, sortKeys } from '@dealer/stock';

/** §9 sort options: most relevant, latest, highest price, lowest price (replica indices). */
export function SortSelect({ locale }: { locale: LocaleFormatter }) {
  const items = useMemo(() => sortKeys.map((key) => ({ value: indices[key], label: locale.t(`search.sort.${key}`) })), [locale]);
  const { currentRefinement, refine } = useSortBy({ items });
  return (
    <Box>
      <chakra.label htmlFor="stock-sort" fontSize="sm" fontWeight="medium" display="block" mb="1">{locale.t('search.sortLabel')}</chakra.label>
      <NativeSelect.Root minW="48">
        <NativeSelect.Field id="stock-sort" value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
          {items.map((item) => <option key={item.value} value={item.value}>{item.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
