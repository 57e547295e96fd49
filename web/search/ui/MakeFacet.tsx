'use client';

import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { FacetSection } from './FacetSection';
import { makeRows } from './make-list';
import { MakeMonogram } from '@dealer/blocks/ui/MakeMonogram';

/** The make list with logos (§2, §9): popular makes first, 'Show all makes', an 'All Makes' divider at 20. */
export function MakeFacet({ title, locale, single }: { title: string; locale: LocaleFormatter; single: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const { items, refine } = useRefinementList({ attribute: 'make', limit: 200, operator: 'or' });
  if (items.length === 0) return null;
  const rows = makeRows(items, expanded);
  const choose = (value: string, isRefined: boolean) => {
    // Single-select sites (§4): choosing a make replaces the previous one.
    if (single && !isRefined) for (const item of items) if (item.isRefined) refine(item.value);
    refine(value);
  };
  return (
    <FacetSection title={title}>
      <Stack as="ul" gap="1" listStyleType="none">
        {rows.map((row, index) =>
          row.kind === 'divider' ? (
            <Box as="li" key={`divider-${index}`} pt="2" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted" aria-hidden="true">
              {locale.t('search.allMakes')}
            </Box>
          ) : (
            <li key={row.item.value}>
              <Flex as="label" align="center" gap="2" cursor="pointer" fontSize="sm">
                <input type={single ? 'radio' : 'checkbox'} name={single ? 'make' : undefined} value={row.item.value} checked={row.item.isRefined} onChange={() => choose(row.item.value, row.item.isRefined)} />
                <MakeMonogram make={row.item.label} />
                <Text as="span" flex="1">{row.item.label}</Text>
                <Text as="span" color="fg.muted">{locale.formatNumber(row.item.count)}</Text>
              </Flex>
            </li>
          ),
        )}
      </Stack>
      {items.length > rows.filter((row) => row.kind === 'make').length || expanded ? (
        <Button variant="plain" size="xs" px="0" mt="1" textDecoration="underline" onClick={() => setExpanded((value) => !value)}>
          {expanded ? locale.t('search.showLess') : locale.t('search.showAllMakes')}
        </Button>
      ) : null}
    </FacetSection>
  );
}
