'use client';

import { Flex } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';

/**
 * The text box and the sort. One widget hook per component: during server rendering a widget
 * hook registers and then suspends its component, so a second hook in the same component would
 * never register and the server would ignore it (e.g. render unsorted results for ?sortBy=).
 */
export function SearchToolbar({ locale }: { locale: LocaleFormatter }) {
  return (
    <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
      <SearchBox locale={locale} />
      <SortSelect locale={locale} />
    </Flex>
  );
}
