import { promoRotation } from '@dealer/schemas';
import { defineBlock, type BlockContext } from '../registry/define-block';
import { BlockPlaceholder } from '../registry/UnknownBlock';
import { PromoCard } from '../ui/PromoCard';
import { promoNodesDataSchema, promoNodesProjection, type PromoNodesData } from './data';
import { promoNodesPreview } from './preview';
import { promoNodesSchema } from './schema';
import styles from './PromoNodes.module.css';

/**
 * §3 promo nodes as a row of cards: only those inside their window at the request's clock (§4),
 * suiting this placement's car types (display/strictDisplay), ordered by position and shuffled per
 * day where the site asks (features.shufflePromos). A server component: the order is decided once
 * per request, so nothing can differ at hydration.
 */
function PromoNodes({ data, context }: { data: PromoNodesData; context: BlockContext }) {
  const { locale, site, now, preview } = context;
  const promos = promoRotation(data.promos, { now, carTypes: data.carTypes, shuffle: site.features.shufflePromos }).slice(0, data.limit);
  if (promos.length === 0) return preview ? <BlockPlaceholder message={locale.t('promoNodes.emptyPreview')} /> : null;
  const heading = data.heading ?? null;
  const grid = promos.length >= 3 ? `${styles.grid} ${styles.three}` : promos.length === 2 ? `${styles.grid} ${styles.two}` : styles.grid;
  return (
    <section className={styles.section} aria-label={heading ?? locale.t('promoNodes.label')} data-block="promo-nodes">
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <ul className={grid}>
        {promos.map((promo) => (
          <li key={promo._id}>
            <PromoCard tone="promo" title={promo.title} text={promo.text} label={promo.label} href={promo.href} headingLevel={heading ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const promoNodesBlock = defineBlock({
  type: 'promoNodes',
  schema: promoNodesSchema,
  projection: promoNodesProjection,
  data: promoNodesDataSchema,
  preview: promoNodesPreview,
  Component: PromoNodes,
});
