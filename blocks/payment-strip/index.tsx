import { defineBlock } from '../registry/define-block';
import { paymentStripDataSchema, paymentStripProjection } from './data';
import styles from './PaymentStrip.module.css';
import { paymentStripPreview } from './preview';
import { paymentStripSchema } from './schema';

export const paymentStripBlock = defineBlock({
  type: 'paymentStrip',
  schema: paymentStripSchema,
  projection: paymentStripProjection,
  data: paymentStripDataSchema,
  preview: paymentStripPreview,
  Component: ({ data, context: { locale } }) => (
    <section aria-label={locale.t('payment.weAccept')} className={styles.section}>
      <div className={styles.row}>
        <p className={styles.label}>{locale.t('payment.weAccept')}</p>
        <ul className={styles.methods}>
          {data.methods.map((method) => (
            <li key={method.id} className={styles.method} style={{ background: method.bg, color: method.fg }}>
              {method.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  ),
});
