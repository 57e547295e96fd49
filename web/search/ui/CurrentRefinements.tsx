'use client';

import { refinementFacets, type FixedRefinements, type RefinementFacet, type SearchRouteState } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { useHydrated } from '@dealer/blocks/ui/use-hydrated';
import { useCurrentRefinements } from 'react-instantsearch';
import { chipFacet, chipValue } from '../chip-label';
import styles from './CurrentRefinements.module.css';

const isRefinementFacet = (name: string): name is RefinementFacet => (refinementFacets as readonly string[]).includes(name);

interface Chip {
  attribute: RefinementFacet;
  /** The refinement's value as the search state holds it. */
  raw: string;
  facet: string;
  value: string;
  /** Removes it; absent on the chips drawn before hydration. */
  remove?: () => void;
}

/**
 * The current refinements as removable chips, one per value of every §3 list facet, whether or not
 * the page shows that facet's widget: the only way to see and remove a refinement that came from
 * the address (a dealer link's refinementList[dealership_slug][0]=…, §2). Ranges show on their
 * sliders, which every search page has.
 * The server and the hydrating browser draw the chips from the address (`initialRoute` and the
 * path's `fixed` refinements), so a shopper sees what narrows the list before any script runs; the
 * InstantSearch connector takes over once hydrated (it reports the server's state on the server
 * but not on the browser's first render, which would be a hydration mismatch, as for ClearAll).
 */
export function CurrentRefinements({ site, locale, initialRoute, fixed = {} }: { site: SiteConfig; locale: LocaleFormatter; initialRoute: SearchRouteState; fixed?: FixedRefinements }) {
  const hydrated = useHydrated();
  const { items } = useCurrentRefinements({ includedAttributes: [...refinementFacets] });
  const chip = (attribute: RefinementFacet, raw: string, remove?: () => void): Chip => ({ attribute, raw, facet: chipFacet(locale, attribute), value: chipValue(site, locale, attribute, raw), remove });
  const chips: Chip[] = hydrated
    ? items.flatMap((item) => (isRefinementFacet(item.attribute) ? item.refinements.map((refinement) => chip(item.attribute as RefinementFacet, String(refinement.value), () => item.refine(refinement))) : []))
    : refinementFacets.flatMap((attribute) => [...new Set([...(fixed[attribute] ?? []), ...(initialRoute.refinements[attribute] ?? [])])].map((raw) => chip(attribute, raw)));
  if (chips.length === 0) return null;
  return (
    <section aria-label={locale.t('search.currentRefinements')} className={styles.bar}>
      <ul className={styles.chips}>
        {chips.map(({ attribute, raw, facet, value, remove }) => (
          <li key={`${attribute}:${raw}`} className={styles.chip} data-attribute={attribute}>
            <span>{locale.t('search.chip', { facet, value })}</span>
            <button type="button" className={styles.remove} aria-label={locale.t('search.removeChip', { facet, value })} onClick={remove}>
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
