import type { BuyersGuide as Guide, BuyersGuideWarrantyBox } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { NoticeFields } from './ConsumerInformationNotice';
import styles from './ConsumerLaw.module.css';

/** The warranty box the guide ticks, with what it means (and a dealer warranty's terms). */
export function WarrantyBox({ warranty, locale }: { warranty: BuyersGuideWarrantyBox; locale: LocaleFormatter }) {
  const t = locale.t;
  return (
    <div className={styles.warrantyBox} data-testid="buyers-guide-warranty" data-warranty={warranty.kind}>
      <p className={styles.warrantyTitle}>{t(warranty.heading)}</p>
      {warranty.kind === 'dealer' ? (
        <>
          <p>{t(warranty.coverage)}</p>
          <p>{t('buyersGuide.dealerShare', { parts: warranty.partsPercent, labor: warranty.laborPercent })}</p>
          <dl className={styles.fields}>
            <div className={styles.field}>
              <dt>{t('buyersGuide.systems')}</dt>
              <dd>{warranty.systems.join(', ')}</dd>
            </div>
            <div className={styles.field}>
              <dt>{t('buyersGuide.duration')}</dt>
              <dd>{warranty.duration}</dd>
            </div>
          </dl>
        </>
      ) : null}
      <p>{t(warranty.body)}</p>
    </div>
  );
}

/**
 * The FTC Buyers Guide of a used (or demo) car on a US site (the rules and their
 * sources are in stock/rules/consumer-law/us-buyers-guide.ts), with a link to its PDF. The caller
 * gives the heading (h2); the parts are h3. Server-rendered, no JavaScript.
 */
export function BuyersGuide({ guide, locale, idPrefix, pdfHref }: { guide: Guide; locale: LocaleFormatter; idPrefix: string; pdfHref: string }) {
  const t = locale.t;
  return (
    <div className={styles.notice} data-testid="buyers-guide">
      <p>{t('buyersGuide.intro')}</p>
      <p className={styles.important}>{t(guide.important)}</p>
      <section className={styles.group} aria-labelledby={`${idPrefix}-vehicle`}>
        <h3 id={`${idPrefix}-vehicle`} className={styles.groupTitle}>{t('buyersGuide.vehicleHeading')}</h3>
        <NoticeFields fields={guide.vehicle} locale={locale} />
      </section>
      <section className={styles.group} aria-labelledby={`${idPrefix}-warranty`}>
        <h3 id={`${idPrefix}-warranty`} className={styles.groupTitle}>{t('buyersGuide.warrantyHeading')}</h3>
        <WarrantyBox warranty={guide.warranty} locale={locale} />
      </section>
      <ul className={styles.statements}>
        {guide.statements.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <section className={styles.group} aria-labelledby={`${idPrefix}-dealer`}>
        <h3 id={`${idPrefix}-dealer`} className={styles.groupTitle}>{t('buyersGuide.dealerHeading')}</h3>
        <NoticeFields fields={guide.dealer} locale={locale} />
      </section>
      <p className={styles.aside} lang="es">{t(guide.spanishNotice)}</p>
      <p>
        <a className={styles.link} href={pdfHref} data-testid="buyers-guide-pdf">{t('buyersGuide.pdf')}</a>
      </p>
    </div>
  );
}
