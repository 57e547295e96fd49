import type { CSSProperties } from 'react';
import { defineBlock } from '../registry/define-block';
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
  Component: ({ data }) => (
    <section className={styles.section}>
      <div className={styles.grid} style={{ '--columns': Math.min(data.banners.length, 3) } as CSSProperties}>
        {data.banners.map((banner) => (
          <article key={banner._key} className={styles.banner}>
            <h2 className={styles.title}>{banner.title}</h2>
            {banner.text ? <p className={styles.text}>{banner.text}</p> : null}
            {/* Its ::before covers the whole banner, so the banner is one click target. */}
            <a href={banner.href} className={styles.link}>{banner.label}</a>
          </article>
        ))}
      </div>
    </section>
  ),
});
