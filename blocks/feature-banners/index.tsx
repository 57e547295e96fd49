import type { CSSProperties } from 'react';
import { defineBlock } from '../registry/define-block';
import { Ordered } from '../registry/Ordered';
import { featureBannersDataSchema, featureBannersProjection } from './data';
import styles from './FeatureBanners.module.css';
import { featureBannersPreview } from './preview';
import { featureBannersSchema } from './schema';

export const featureBannersBlock = defineBlock({
  type: 'featureBanners',
  schema: featureBannersSchema,
  projection: featureBannersProjection,
  data: featureBannersDataSchema,
  preview: featureBannersPreview,
  Component: ({ data, context: { editAttribute, editList } }) => (
    <section className={styles.section}>
      <div className={styles.grid} style={{ '--columns': Math.min(data.banners.length, 3) } as CSSProperties}>
        {/* In Presentation, banners can be dragged into a new order (README "Drag and drop in the preview"). */}
        <Ordered
          list={editList?.('banners')}
          items={data.banners.map((banner) => ({
            key: banner._key,
            node: (
              <article className={styles.banner} data-sanity={editAttribute?.(['banners', { _key: banner._key }])}>
                <h2 className={styles.title}>{banner.title}</h2>
                {banner.text ? <p className={styles.text}>{banner.text}</p> : null}
                {/* Its ::before covers the whole banner, so the banner is one click target. The label's own
                    element is the span, so in Presentation the label opens its field while the rest of the
                    banner is the banner, which drags. */}
                <a href={banner.href} className={styles.link}><span>{banner.label}</span></a>
              </article>
            ),
          }))}
        />
      </div>
    </section>
  ),
});
