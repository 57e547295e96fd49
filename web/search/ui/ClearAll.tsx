'use client';

import { Button } from '@chakra-ui/react';
import type { LocaleFormatter } from '@dealer/tenants';
import { useClearRefinements } from 'react-instantsearch';

export function ClearAll({ locale }: { locale: LocaleFormatter }) {
  const { canRefine, refine } = useClearRefinements({ excludedAttributes: [] });
  if (!canRefine) return null;
  return (
    <Button variant="outline" size="sm" onClick={refine}>
      {locale.t('search.clearAll')}
    </Button>
  );
}
