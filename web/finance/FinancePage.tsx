import Image from 'next/image';
import type { MessageKey } from '@dealer/tenants';
import { captchaLabels } from '@dealer/blocks/ui/captcha/labels';
import { leadFormLabels } from '@/lead-form/labels';
import { FinanceEstimate } from '@/vehicle/FinanceEstimate';
import { financeFormLabels } from './finance-labels';
import { financeFormMessages, type LoadedFinancePage } from './finance-page';
import { FinanceForm } from './FinanceForm';
import styles from './FinancePage.module.css';

const TITLES: Record<LoadedFinancePage['kind'], { title: MessageKey; intro: MessageKey }> = {
  enquiry: { title: 'financeApp.enquiry.title', intro: 'financeApp.enquiry.intro' },
  application: { title: 'financeApp.application.title', intro: 'financeApp.application.intro' },
  'pre-approval': { title: 'financeApp.preApproval.title', intro: 'financeApp.preApproval.intro' },
};

/** The page's title: the request's, or on /personalised/finance the car's. */
export function financePageTitle({ site, page, kind, vehicle }: Pick<LoadedFinancePage, 'site' | 'page' | 'kind' | 'vehicle'>): string {
  const t = site.locale.t;
  return page === 'personalised/finance' && vehicle ? t('financeApp.personalised.title', { title: vehicle.title }) : t(TITLES[kind].title);
}

/**
 * A finance page (§2 /finance-enquiry, /apply-for-finance, /finance-pre-approval,
 * /personalised/finance), rendered on the server around the form's island: the title and what the
 * page is for, the plain sentence that nothing is checked or approved, the car the link names (its
 * photo, title and price), on /personalised/finance the car's repayment estimate with the comparison
 * rate as prominent as the repayment and the warning (§5, NCC s164), and the form at #finance-form.
 */
export function FinancePage(loaded: LoadedFinancePage) {
  const { site, page, kind, rules, vehicle, initial } = loaded;
  const { config, locale } = site;
  const t = locale.t;
  const personalised = page === 'personalised/finance';
  const image = vehicle?.images[0];
  const price = vehicle?.price;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="finance-heading" className={styles.title}>{financePageTitle(loaded)}</h1>
        <p className={styles.intro}>{t(personalised ? 'financeApp.personalised.intro' : TITLES[kind].intro)}</p>
      </header>

      {vehicle ? (
        <section className={styles.summary} aria-labelledby="finance-car-heading" data-testid="finance-car">
          <h2 id="finance-car-heading" className="sr-only">{t('financeApp.car.heading')}</h2>
          {image ? <Image className={styles.photo} src={image.src} alt={image.alt} width={160} height={120} quality={80} sizes="160px" /> : null}
          <div className={styles.car}>
            <p className={styles.carTitle}>{vehicle.title}</p>
            {vehicle.subtitle ? <p className={styles.muted}>{vehicle.subtitle}</p> : null}
            {price?.kind === 'price' || price?.kind === 'noPrice' || price?.kind === 'preorder' ? (
              <dl className={styles.figures}>
                <dt>{t('financeApp.car.price')}</dt>
                <dd className={styles.price} data-testid="finance-car-price">
                  {price.kind === 'price' ? locale.formatPrice(price.amount) : price.kind === 'preorder' ? t('price.preorder') : price.text}
                  {price.kind === 'price' && vehicle.priceType ? <span className={styles.muted}> {vehicle.priceType}</span> : null}
                </dd>
              </dl>
            ) : null}
            <p><a className={styles.link} href={`/cars/${vehicle.slug}`}>{t('financeApp.car.view')}</a></p>
          </div>
        </section>
      ) : null}

      {personalised ? (
        vehicle?.finance ? (
          <div className={styles.estimate}>
            <FinanceEstimate
              estimate={vehicle.finance}
              labels={{ heading: t('vehicle.financeHeading'), term: t('finance.term'), deposit: t('finance.deposit'), balloon: t('finance.balloon'), lenderDisclaimer: t('finance.lenderDisclaimer') }}
            />
            <p className={styles.disclaimer}>{t('finance.disclaimer')}</p>
          </div>
        ) : (
          <p className={styles.muted} data-testid="finance-no-estimate">{t('financeApp.personalised.noEstimate')}</p>
        )
      ) : null}

      <p className={styles.notice} data-testid="finance-no-credit-check">{t('financeApp.noCreditCheck')}</p>

      {/* §2: finance links end with #finance-form. */}
      <section id="finance-form" className={styles.formSection} aria-labelledby="finance-heading" tabIndex={-1}>
        <FinanceForm
          kind={kind}
          rules={rules}
          messages={financeFormMessages(site)}
          labels={{ ...financeFormLabels(t, { kind, dealer: config.name }), captcha: captchaLabels(config, t) }}
          leadLabels={leadFormLabels(t)}
          initial={initial}
        />
      </section>
    </div>
  );
}
