import styles from './PromoCard.module.css';

export interface PromoCardProps {
  title: string;
  text?: string | null;
  label: string;
  href: string;
  tone: 'promo' | 'ad';
  /** The card's heading level in its page's outline (h2 among search results, h3 under a block heading). */
  headingLevel?: 'h2' | 'h3';
}

/** A §3 promo node (or a dealer's ad card) as a card: among search results, or in the promo nodes block. */
export function PromoCard({ title, text, label, href, tone, headingLevel = 'h2' }: PromoCardProps) {
  const Heading = headingLevel;
  return (
    <aside aria-label={title} data-testid={tone === 'promo' ? 'promo-card' : 'ad-card'} className={`${styles.card} ${styles[tone]}`}>
      <div>
        <Heading className={styles.title}>{title}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      <a href={href} className={styles.action}>{label}</a>
    </aside>
  );
}
