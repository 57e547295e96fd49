import { Box } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';

/**
 * Five stars filled to a rating (4.6 fills 92 %). One image to assistive technology, named
 * "4.6 out of 5" through the locale layer; the star glyphs themselves are presentation.
 */
export function StarRating({ rating, locale, size = 'md' }: { rating: number; locale: LocaleFormatter; size?: 'sm' | 'md' | 'lg' }) {
  const clamped = Math.max(0, Math.min(5, rating));
  const label = locale.t('rating.outOf', { rating: formatRating(clamped, locale) });
  return (
    <Box as="span" role="img" aria-label={label} title={label} display="inline-block" position="relative" lineHeight="1" whiteSpace="nowrap" fontSize={{ sm: 'sm', md: 'md', lg: 'xl' }[size]} letterSpacing="0.1em">
      <Box as="span" color="gray.300" aria-hidden="true">★★★★★</Box>
      <Box as="span" aria-hidden="true" position="absolute" insetStart="0" top="0" overflow="hidden" color="yellow.500" style={{ width: `${(clamped / 5) * 100}%` }}>★★★★★</Box>
    </Box>
  );
}

/** Ratings read with one decimal when they have one: 4.6, 5. */
export function formatRating(rating: number, locale: Pick<LocaleFormatter, 'locale'>): string {
  return new Intl.NumberFormat(locale.locale, { maximumFractionDigits: 1 }).format(rating);
}
