'use client';

import { Box, chakra, Input } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

/** §5/§9: the text search waits 300 ms after the last keystroke; a new query resets the page (InstantSearch does). */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ locale }: { locale: LocaleFormatter }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Stable identity: react-instantsearch recreates a widget whenever a prop changes identity.
  const queryHook = useCallback((value: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  }, []);
  const { query, refine } = useSearchBox({ queryHook });
  const [value, setValue] = useState(query);
  // Follow the state when it changes elsewhere (back button, a link).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setValue(query), [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
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
  );
}
