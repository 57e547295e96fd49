import { defineBlock } from '../registry/define-block';
import { Ordered } from '../registry/Ordered';
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
  Component: ({ data, context: { locale, editAttribute, editList } }) => (
    <section className={styles.section}>
      <h2 className={styles.heading}>{data.heading ?? locale.t('faq.heading')}</h2>
      <div className={styles.list}>
        {/* In Presentation, questions can be dragged into a new order (README "Drag and drop in the preview"). */}
        <Ordered
          list={editList?.('items')}
          items={data.items.map((item) => ({
            key: item._key,
            node: (
              <details className={styles.item} data-sanity={editAttribute?.(['items', { _key: item._key }])}>
                <summary>{item.question}</summary>
                <div className={styles.answer}>
                  <RichText value={item.answer} />
                </div>
              </details>
            ),
          }))}
        />
      </div>
    </section>
  ),
});
