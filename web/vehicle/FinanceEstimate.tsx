import { comparisonRateWarning } from '@dealer/tenants';
import type { FinanceEstimate as Estimate } from './vehicle-model';
import styles from './FinanceEstimate.module.css';

/**
 * §5/§9 finance estimate. The repayment, the interest rate and the comparison rate share one style
 * (same size, weight and colour, side by side) and the comparison-rate warning follows: a comparison
 * rate is never less prominent than any rate or repayment (National Credit Code s164, ASIC RG 178).
 */
export function FinanceEstimate({ estimate, labels }: { estimate: Estimate; labels: { heading: string; term: string; deposit: string; balloon: string; lenderDisclaimer: string } }) {
  return (
    <section className={styles.estimate} aria-label={labels.heading} data-testid="finance-estimate">
      <p className={styles.figures}>
        <span className={styles.figure}>{estimate.repayment}</span>
        <span className={styles.figure}>{estimate.interestRate}</span>
        <span className={styles.figure}>{estimate.comparisonRate}</span>
      </p>
      <dl className={styles.terms}>
        {estimate.term ? (<div><dt>{labels.term}</dt><dd>{estimate.term}</dd></div>) : null}
        {estimate.deposit ? (<div><dt>{labels.deposit}</dt><dd>{estimate.deposit}</dd></div>) : null}
        {estimate.balloon ? (<div><dt>{labels.balloon}</dt><dd>{estimate.balloon}</dd></div>) : null}
      </dl>
      <p className={styles.warning}>{comparisonRateWarning}</p>
      {estimate.disclaimer ? (
        <details className={styles.disclaimer}>
          <summary>{labels.lenderDisclaimer}</summary>
          <p>{estimate.disclaimer}</p>
        </details>
      ) : null}
    </section>
  );
}
