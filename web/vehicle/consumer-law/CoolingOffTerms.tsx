import type { LocaleFormatter } from '@dealer/tenants';
import type { CoolingOffTerms as Terms } from '@dealer/stock';
import { coolingOffText } from './notice-text';
import styles from './ConsumerLaw.module.css';

/**
 * The cooling-off terms of the dealer's state (the table and its sources are in
 * stock/rules/consumer-law/au-deposit-terms.ts), as an h2 section with its sentences as a list.
 */
export function CoolingOffTerms({ terms, locale, id }: { terms: Terms; locale: LocaleFormatter; id: string }) {
  const { heading, lines } = coolingOffText(terms, locale);
  return (
    <section className={styles.group} aria-labelledby={id} data-testid="cooling-off-terms" data-state={terms.state ?? ''} data-kind={terms.kind}>
      <h2 id={id} className={styles.groupTitle}>{heading}</h2>
      <ul className={styles.statements}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
