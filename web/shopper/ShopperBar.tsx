'use client';

import { compareList, favourites, useLocalList } from '@dealer/blocks/ui/shopper/local-list';
import styles from './ShopperBar.module.css';

/** A slim bar linking to favourites and compare once the shopper has saved something (no Chakra: it is on every page). */
export function ShopperBar({ labels }: { labels: { favourites: string; compare: string; region: string } }) {
  const saved = useLocalList(favourites).length;
  const comparing = useLocalList(compareList).length;
  if (saved === 0 && comparing === 0) return null;
  return (
    <nav aria-label={labels.region} className={styles.bar}>
      <div className={styles.links}>
        {saved > 0 ? <a href="/favourites">{labels.favourites.replace('{count}', String(saved))}</a> : null}
        {comparing > 0 ? <a href="/compare">{labels.compare.replace('{count}', String(comparing))}</a> : null}
      </div>
    </nav>
  );
}
