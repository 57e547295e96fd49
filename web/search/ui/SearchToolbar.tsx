'use client';

import { Box, chakra, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchBox, useSortBy } from 'react-instantsearch';
import { sortOptions, type SortKey } from '../route-state';

/** §5/§9: the text search waits 300 ms after the last keystroke; a new query resets the page (InstantSearch does). */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchToolbar({ locale }: { locale: LocaleFormatter }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Stable identity: react-instantsearch recreates a widget whenever its props change.
  const queryHook = useCallback((value: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  }, []);
  const { query, refine } = useSearchBox({ queryHook });
  const [value, setValue] = useState(query);
  // Follow the state when it changes elsewhere (clear all, back button).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setValue(query), [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const sortKeys = Object.keys(sortOptions) as SortKey[];
  const sortItems = useMemo(() => sortKeys.map((key) => ({ value: sortOptions[key], label: locale.t(`search.sort.${key}`) })), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const { currentRefinement, refine: sortBy } = useSortBy({ items: sortItems });

  return (
    <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
      <Box as="form" role="search" flex="1" onSubmit={(event) => event.preventDefault()}>
        <chakra.label htmlFor="stock-search" fontSize="sm" fontWeight="medium" display="block" mb="1">{locale.t('search.label')}</chakra.label>
        <Input
          id="stock-search"
          type="search"
          value={value}
          placeholder={locale.t('search.placeholder')}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            refine(event.currentTarget.value);
          }}
        />
      </Box>
      <Box>
        <chakra.label htmlFor="stock-sort" fontSize="sm" fontWeight="medium" display="block" mb="1">{locale.t('search.sortLabel')}</chakra.label>
        <NativeSelect.Root minW="48">
          <NativeSelect.Field id="stock-sort" value={currentRefinement} onChange={(event) => sortBy(event.currentTarget.value)}>
            {sortKeys.map((key) => (
              <option key={key} value={sortOptions[key]}>{locale.t(`search.sort.${key}`)}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </Flex>
  );
}
