import { bodyLabel, bodySearchPath, makeSearchPath } from '@dealer/stock';
import { defineBlock } from '../registry/define-block';
import { MakeLogo } from '../ui/make-logo/MakeLogo';
import { facetTilesDataSchema, facetTilesProjection, type FacetTilesData } from './data';
import styles from './FacetTiles.module.css';
import { facetTilesPreview } from './preview';
import { facetTilesSchema } from './schema';
import type { BlockContext } from '../registry/define-block';

async function FacetTiles({ data, context }: { data: FacetTilesData; context: BlockContext }) {
  const result = await context.searchStock({ hitsPerPage: 0, facets: [data.facet], maxValuesPerFacet: data.limit });
  const values = Object.entries(result.facets?.[data.facet] ?? {}).slice(0, data.limit) as [string, number][];
  if (values.length === 0) return null; // no stock of this kind: no empty grid
  const href = data.facet === 'make' ? makeSearchPath : bodySearchPath;
  return (
    <section className={styles.section} aria-label={data.heading ?? undefined}>
      {data.heading ? <h2 className={styles.heading}>{data.heading}</h2> : null}
      <ul className={styles.grid}>
        {values.map(([value, count]) => (
          <li key={value}>
            <a href={href(value)} className={styles.tile}>
              {data.facet === 'make' ? <MakeLogo make={value} size={32} /> : null}
              <div>
                <p className={styles.name}>{data.facet === 'body' ? bodyLabel(value) : value}</p>
                <p className={styles.count}>{context.locale.formatNumber(count)}</p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const facetTilesBlock = defineBlock({
  type: 'facetTiles',
  schema: facetTilesSchema,
  projection: facetTilesProjection,
  data: facetTilesDataSchema,
  preview: facetTilesPreview,
  Component: FacetTiles,
});
