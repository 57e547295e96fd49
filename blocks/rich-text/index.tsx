import { defineBlock } from '../registry/define-block';
import { RichText } from '../ui/RichText';
import { richTextDataSchema, richTextProjection } from './data';
import { richTextPreview } from './preview';
import { richTextSchema } from './schema';
import styles from './RichTextBlock.module.css';

export const richTextBlock = defineBlock({
  type: 'richText',
  schema: richTextSchema,
  projection: richTextProjection,
  data: richTextDataSchema,
  preview: richTextPreview,
  Component: ({ data }) => (
    <section className={data.variant === 'legal' ? `${styles.section} ${styles.legal}` : styles.section}>
      {data.heading ? <h2 className={styles.heading}>{data.heading}</h2> : null}
      <RichText value={data.body} />
    </section>
  ),
});
