import { defineBlock } from '../registry/define-block';
import { RichText } from '../ui/RichText';
import { faqDataSchema, faqProjection } from './data';
import styles from './Faq.module.css';
import { faqPreview } from './preview';
import { faqSchema } from './schema';

/** Native <details> accordion: keyboard and screen-reader accessible with no client JavaScript. */
export const faqBlock = defineBlock({
  type: 'faq',
  schema: faqSchema,
  projection: faqProjection,
  data: faqDataSchema,
  preview: faqPreview,
  Component: ({ data, context: { locale } }) => (
    <section className={styles.section}>
      <h2 className={styles.heading}>{data.heading ?? locale.t('faq.heading')}</h2>
      <div className={styles.list}>
        {data.items.map((item) => (
          <details key={item._key} className={styles.item}>
            <summary>{item.question}</summary>
            <div className={styles.answer}>
              <RichText value={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  ),
});
