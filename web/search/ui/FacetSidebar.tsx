'use client';

import { Box, CloseButton, Flex, Heading, Stack } from '@chakra-ui/react';
import { bodyLabel } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { MakeFacet } from './MakeFacet';
import { RangeFacet } from './RangeFacet';
import { RefinementFacet } from './RefinementFacet';
import { ClearAll } from './ClearAll';
import { ShowResultsButton } from './ShowResultsButton';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  site: SiteConfig;
  locale: LocaleFormatter;
}

/**
 * The collapsible facet sidebar (§2). On small screens it opens as a full-screen panel whose
 * 'Show Me {count} {vehicle type}' button returns to the results.
 *
 * Widget hooks live only in leaf components: during server rendering each widget hook registers
 * and then suspends its component, so a hook here would hide the facets below it from the
 * server's search (and the page would render without them).
 */
export function FacetSidebar({ id, open, onClose, site, locale }: Props) {
  const single = (facet: string) => (site.features.singleSelectFacets as string[]).includes(facet);
  return (
    <Box
      id={id}
      as="aside"
      aria-label={locale.t('search.filters')}
      display={{ base: open ? 'block' : 'none', lg: 'block' }}
      position={{ base: 'fixed', lg: 'static' }}
      inset={{ base: '0', lg: 'auto' }}
      zIndex={{ base: 'modal', lg: 'auto' }}
      bg="bg"
      overflowY={{ base: 'auto', lg: 'visible' }}
      p={{ base: '4', lg: '0' }}
    >
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" fontSize="lg">{locale.t('search.filters')}</Heading>
        <CloseButton display={{ lg: 'none' }} aria-label={locale.t('search.closeFilters')} onClick={onClose} />
      </Flex>
      <ClearAll locale={locale} />
      <Stack gap="1" mt="2">
        <RefinementFacet attribute="car_type" title={locale.t('facet.car_type')} locale={locale} format={(value) => (['new', 'demo', 'used'].includes(value) ? locale.t(`carType.${value}` as 'carType.new') : value)} />
        <MakeFacet title={locale.t('facet.make')} locale={locale} single={single('make')} />
        <RefinementFacet attribute="model" title={locale.t('facet.model')} locale={locale} limit={10} showMoreLimit={30} searchable />
        <RangeFacet attribute="price" title={locale.t('facet.price')} locale={locale} format={(n) => locale.formatPrice(n)} />
        <RefinementFacet attribute="body" title={locale.t('facet.body')} locale={locale} format={bodyLabel} />
        <RangeFacet attribute="km" title={locale.t('facet.km')} locale={locale} format={(n) => locale.formatDistance(n)} />
        <RangeFacet attribute="year" title={locale.t('facet.year')} locale={locale} format={(n) => String(n)} />
        <RefinementFacet attribute="fuel" title={locale.t('facet.fuel')} locale={locale} />
        <RefinementFacet attribute="transmission" title={locale.t('facet.transmission')} locale={locale} />
        <RefinementFacet attribute="colour" title={locale.t('facet.colour')} locale={locale} />
        <RefinementFacet attribute="seats" title={locale.t('facet.seats')} locale={locale} />
        {site.dealerships.length > 1 ? <RefinementFacet attribute="dealership_name" title={locale.t('facet.dealership_name')} locale={locale} limit={40} /> : null}
        {site.locations.length > 1 ? <RefinementFacet attribute="location_name" title={locale.t('facet.location_name')} locale={locale} /> : null}
      </Stack>
      <ShowResultsButton locale={locale} onClick={onClose} />
    </Box>
  );
}
