'use client';

import { Box, Button, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useRefinementList } from 'react-instantsearch';
import { FacetSection } from './FacetSection';

interface Props {
  attribute: string;
  title: string;
  locale: LocaleFormatter;
  limit?: number;
  showMoreLimit?: number;
  searchable?: boolean;
  format?: (value: string) => string;
}

/** A checkbox facet (§4: toggles refined/unrefined; any change resets the page). Hidden when it has no values. */
export function RefinementFacet({ attribute, title, locale, limit = 8, showMoreLimit = 40, searchable = false, format = (v) => v }: Props) {
  // The connector rejects a show-more limit that is not above the limit: then there is no "show more".
  const showMore = showMoreLimit > limit;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore, searchForItems } = useRefinementList({
    attribute,
    limit,
    showMore,
    ...(showMore ? { showMoreLimit } : {}),
  });
  if (items.length === 0) return null;
  const inputId = `facet-search-${attribute}`;
  return (
    <FacetSection title={title}>
      {searchable ? (
        <Box mb="2">
          <chakra.label htmlFor={inputId} srOnly>{title}</chakra.label>
          <Input id={inputId} size="sm" type="search" placeholder={title} onChange={(event) => searchForItems(event.currentTarget.value)} maxLength={50} />
        </Box>
      ) : null}
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => (
          <li key={item.value}>
            <Flex as="label" align="center" gap="2" cursor="pointer" fontSize="sm">
              <input type="checkbox" value={item.value} checked={item.isRefined} onChange={() => refine(item.value)} />
              <Text as="span" flex="1">{format(item.label)}</Text>
              <Text as="span" color="fg.muted">{locale.formatNumber(item.count)}</Text>
            </Flex>
          </li>
        ))}
      </Stack>
      {canToggleShowMore ? (
        <Button variant="plain" size="xs" px="0" mt="1" textDecoration="underline" onClick={toggleShowMore}>
          {isShowingMore ? locale.t('search.showLess') : locale.t('search.showMore')}
        </Button>
      ) : null}
    </FacetSection>
  );
}
