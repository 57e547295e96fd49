import styles from './CheckoutJourney.module.css';

/** The §5 return terms as the shopper reads them, every text through the locale layer ({days}, {km} filled). */
export interface ReturnTermsText {
  heading: string;
  lead: string;
  how: string;
  terms: readonly string[];
  consumer: string;
}

/**
 * The 14-day return (§4, §5, §9) in plain words: on the journey's review, its confirmation and the
 * order page. No hooks: the server pages and the client journey both draw it.
 */
export function ReturnTerms({ text, headingLevel = 3 }: { text: ReturnTermsText; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.returns} aria-label={text.heading} data-testid="return-terms">
      <Heading className={styles.returnsHeading}>{text.heading}</Heading>
      <p className={styles.returnsLead}>{text.lead}</p>
      <p>{text.how}</p>
      <ul className={styles.returnsTerms}>
        {text.terms.map((term) => <li key={term}>{term}</li>)}
      </ul>
      <p className={styles.muted}>{text.consumer}</p>
    </section>
  );
}
