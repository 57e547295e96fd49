import { defineBlock, type BlockContext } from '../registry/define-block';
import styles from './CallToAction.module.css';
import { callToActionDataSchema, callToActionProjection, type CallToActionData } from './data';
import { callToActionPreview } from './preview';
import { callToActionSchema } from './schema';

/** A call to action band: heading, text, a main and an optional second button, and an optional image. Server only. */
function CallToAction({ data, context: { editAttribute } }: { data: CallToActionData; context: BlockContext }) {
  return (
    <section className={styles.section} data-block="call-to-action">
      <div className={`${styles.band} ${styles[data.tone]} ${data.imageUrl ? styles.withImage : ''}`}>
        <div className={styles.body}>
          <h2 className={styles.heading}>{data.heading}</h2>
          {data.text ? <p className={styles.text}>{data.text}</p> : null}
          <div className={styles.actions}>
            <a href={data.primary.href} className={`${styles.button} ${styles.primary}`} data-sanity={editAttribute?.('primary')}>{data.primary.label}</a>
            {data.secondary ? (
              <a href={data.secondary.href} className={`${styles.button} ${styles.secondary}`} data-sanity={editAttribute?.('secondary')}>{data.secondary.label}</a>
            ) : null}
          </div>
        </div>
        {data.imageUrl ? (
          <div className={styles.media}>
            {/* In flow, as before: the picture's own height may set the band's (CMS pictures have no known size for next/image). */}
            <img src={data.imageUrl} alt={data.imageAlt ?? ''} loading="lazy" className={styles.image} data-sanity={editAttribute?.('image')} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export const callToActionBlock = defineBlock({
  type: 'callToAction',
  schema: callToActionSchema,
  projection: callToActionProjection,
  data: callToActionDataSchema,
  preview: callToActionPreview,
  Component: CallToAction,
});
