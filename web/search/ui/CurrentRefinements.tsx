'use client';

import { refinementFacets, type RefinementFacet } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useSyncExternalStore } from 'react';
import { useCurrentRefinements } from 'react-instantsearch';
import { chipFacet, chipValue } from '../chip-label';
import styles from './CurrentRefinements.module.css';

const noSubscription = () => () => {};
const isRefinementFacet = (name: string): name is RefinementFacet => (refinementFacets as readonly string[]).includes(name);

/**
 * The current refinements as removable chips, one per value of every §3 list facet, whether or not
 * the page shows that facet's widget: the only way to see and remove a refinement that came from
 * the address (a dealer link's refinementList[dealership_slug][0]=…, §2). Ranges show on their
 * sliders. Rendered only after hydration, as ClearAll is, for the same reason.
 */
export function CurrentRefinements({ site, locale }: { site: SiteConfig; locale: LocaleFormatter }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const { items } = useCurrentRefinements({ includedAttributes: [...refinementFacets] });
  const chips = items.flatMap((item) =>
    isRefinementFacet(item.attribute)
      ? item.refinements.map((refinement) => ({ item, refinement, facet: chipFacet(locale, item.attribute as RefinementFacet), value: chipValue(site, locale, item.attribute, String(refinement.value)) }))
      : [],
  );
  if (!hydrated || chips.length === 0) return null;
  return (
    <section aria-label={locale.t('search.currentRefinements')} className={styles.bar}>
      <ul className={styles.chips}>
        {chips.map(({ item, refinement, facet, value }) => (
          <li key={`${item.attribute}:${refinement.value}`} className={styles.chip} data-attribute={item.attribute}>
            <span>{locale.t('search.chip', { facet, value })}</span>
            <button type="button" className={styles.remove} aria-label={locale.t('search.removeChip', { facet, value })} onClick={() => item.refine(refinement)}>
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
