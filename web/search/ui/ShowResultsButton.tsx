'use client';

import { Button } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useStats } from 'react-instantsearch';

/** §2 'Show Me {count} {vehicle type}': closes the filter panel on small screens. */
export function ShowResultsButton({ locale, onClick }: { locale: LocaleFormatter; onClick: () => void }) {
  const { nbHits } = useStats();
  return (
    <Button display={{ lg: 'none' }} w="full" mt="4" bg="brand.solid" color="brand.contrast" onClick={onClick}>
      {locale.t('search.showMe', { count: locale.formatNumber(nbHits), type: locale.t('search.vehicles') })}
    </Button>
  );
}
