'use client';

import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { moveBudgetThumb, PRICE_SLIDER_DEFAULTS, searchHref, type Range } from '@dealer/stock';
import { createLocale, type Locale } from '@dealer/tenants';
import { useMemo, useState } from 'react';

/** Two thumbs in steps of 500; the min thumb never reaches the max (§5). 'View' sorts by highest price (§2). */
export function PriceRangeSliderClient({ heading, locale: localeName, bounds, initial }: { heading: string; locale: Locale; bounds: Range; initial: Range }) {
  const locale = useMemo(() => createLocale(localeName), [localeName]);
  const [range, setRange] = useState(initial);
  const href = searchHref({ ranges: { price: { min: range.min, max: range.max } }, sort: 'price-desc' });
  const thumb = (which: 'min' | 'max') => (
    <input
      type="range"
      aria-label={`${locale.t('priceSlider.label')} ${locale.t(which === 'min' ? 'search.min' : 'search.max')}`}
      aria-valuetext={locale.formatPrice(range[which])}
      min={bounds.min}
      max={bounds.max}
      step={PRICE_SLIDER_DEFAULTS.step}
      value={range[which]}
      onChange={(event) => setRange(moveBudgetThumb(range, which, Number(event.currentTarget.value), bounds))}
    />
  );
  return (
    <Box as="section" aria-labelledby="price-slider-heading" maxW="4xl" mx="auto" my="8" px={{ base: '4', md: '8' }} py="6" borderWidth="1px" rounded="xl">
      <Heading id="price-slider-heading" as="h2" fontSize="2xl" mb="3">{heading}</Heading>
      <Text fontWeight="semibold" aria-live="polite" mb="2">{locale.formatPrice(range.min)} – {locale.formatPrice(range.max)}</Text>
      <Box position="relative" h="6" css={{ '& input': { position: 'absolute', inset: 0, width: '100%', pointerEvents: 'none', background: 'transparent', appearance: 'none' }, '& input::-webkit-slider-thumb': { pointerEvents: 'auto' }, '& input::-moz-range-thumb': { pointerEvents: 'auto' } }}>
        {thumb('min')}
        {thumb('max')}
      </Box>
      <Flex mt="4" justify="flex-end">
        <Button asChild bg="brand.solid" color="brand.contrast"><a href={href}>{locale.t('priceSlider.view')}</a></Button>
      </Flex>
    </Box>
  );
}
