'use client';

import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import { useEffect, useState } from 'react';
import { primaryIndexName } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import type { BrowserSearchBackend } from '../server/stock/search-backend';
import { createSearchClient } from '../search/search-client';

export type CarsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; cars: CardCar[] };

/**
 * The listed cars among some ids, through the site's search (so a sold-and-gone or foreign car
 * simply drops out), in the order of the ids.
 */
export function useCarsById(site: SiteConfig, backend: BrowserSearchBackend, ids: string[]): CarsState {
  const key = ids.join(',');
  // Results are remembered with the ids they answer, so a change of ids reads as loading at once.
  const [answer, setAnswer] = useState<{ key: string; state: CarsState } | null>(null);
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const wanted = key.split(',');
    const filters = wanted.map((id) => `objectID:${JSON.stringify(id)}`).join(' OR ');
    createSearchClient(site, backend)
      .search([{ indexName: primaryIndexName, params: { filters, hitsPerPage: wanted.length } }])
      .then(({ results }) => {
        const hits = (results[0] as { hits?: CardCar[] }).hits ?? [];
        const byId = new Map(hits.map((hit) => [hit.id, hit]));
        if (!cancelled) setAnswer({ key, state: { status: 'ready', cars: wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) } });
      })
      .catch((error: unknown) => {
        if (!cancelled) setAnswer({ key, state: { status: 'error', message: error instanceof Error ? error.message : String(error) } });
      });
    return () => {
      cancelled = true;
    };
  }, [site, backend, key]);
  if (!key) return { status: 'ready', cars: [] };
  return answer?.key === key ? answer.state : { status: 'loading' };
}
