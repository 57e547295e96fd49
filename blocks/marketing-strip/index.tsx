import type { CSSProperties } from 'react';
import { Icon } from '../ui/icons';
import { defineBlock } from '../registry/define-block';
import { Ordered } from '../registry/Ordered';
import { marketingStripDataSchema, marketingStripProjection } from './data';
import styles from './MarketingStrip.module.css';
import { marketingStripPreview } from './preview';
import { marketingStripSchema } from './schema';

export const marketingStripBlock = defineBlock({
  type: 'marketingStrip',
  schema: marketingStripSchema,
  projection: marketingStripProjection,
  data: marketingStripDataSchema,
  preview: marketingStripPreview,
  Component: ({ data, context: { editAttribute, editList } }) => (
    <section className={styles.section}>
      <ul className={styles.list} style={{ '--columns': data.items.length } as CSSProperties}>
        {/* In Presentation, items can be dragged into a new order (README "Drag and drop in the preview"):
            grab one by its icon or its edge; its title and text open their fields. */}
        <Ordered
          list={editList?.('items')}
          items={data.items.map((item) => {
            const body = (
              <div className={styles.item}>
                <Icon name={item.icon ?? 'reserve'} size={32} />
                <div>
                  <p className={styles.title}>{item.title}</p>
                  {item.text ? <p className={styles.text}>{item.text}</p> : null}
                </div>
              </div>
            );
            return { key: item._key, node: <li data-sanity={editAttribute?.(['items', { _key: item._key }])}>{item.href ? <a href={item.href}>{body}</a> : body}</li> };
          })}
        />
      </ul>
    </section>
  ),
});
