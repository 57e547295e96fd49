import Image from 'next/image';
import { priceText } from '@dealer/stock';
import { enquiryErrorMessages } from '@dealer/leads';
import { comparisonRateWarning, type LocaleFormatter } from '@dealer/tenants';
import { enquiryFormLabels } from '../../enquiry-form/labels';
import { captchaLabels } from '../captcha/labels';
import type { CarCardModel } from './card-model';
import { CarCardActions } from './CarCardActions';
import { QuickEnquiry } from './QuickEnquiry';
import styles from './CarCard.module.css';

/** The enquiry form's strings once per locale, so a page of cards hands its dialogs one shared object. */
const formStrings = new WeakMap<LocaleFormatter['t'], { labels: ReturnType<typeof enquiryFormLabels>; errorMessages: ReturnType<typeof enquiryErrorMessages> }>();
function enquiryStrings(t: LocaleFormatter['t']) {
  let strings = formStrings.get(t);
  if (!strings) {
    strings = { labels: enquiryFormLabels(t), errorMessages: enquiryErrorMessages(t) };
    formStrings.set(t, strings);
  }
  return strings;
}

/** §2 car card. Shared by search results (rendered in the browser) and stock blocks (on the server). */
export function CarCard({ car, locale, headingLevel = 'h3', priority = false }: { car: CarCardModel; locale: LocaleFormatter; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  // §2: 'Finance Quote' for 'Get Finance', 'Quick Enquiry' for 'Enquire Now', and 'Explore Vehicle', on the sites that use them.
  const quick = car.buttons === 'quick';
  const tagText = car.tag ? (car.tag.kind === 'custom' ? car.tag.text : locale.t(car.tag.label)) : null;
  const Heading = headingLevel;
  return (
    <article data-testid="car-card" className={styles.card} aria-label={car.title}>
      <div className={styles.media}>
        {car.image ? (
          <Image src={car.image.src} alt={car.image.alt} fill quality={80} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} sizes="(min-width: 1200px) 300px, (min-width: 576px) 45vw, 90vw" style={{ objectFit: 'cover' }} />
        ) : (
          <div className={styles.noPhoto}>{locale.t('card.photosComing')}</div>
        )}
        {car.tag && tagText ? <span className={`${styles.badge} ${styles.tag} ${styles[car.tag.kind]}`}>{tagText}</span> : null}
        <CarCardActions
          id={car.id}
          favouritable={car.favouritable}
          labels={{
            favourite: locale.t('card.favourite', { name: car.title }),
            unfavourite: locale.t('card.unfavourite', { name: car.title }),
            compare: locale.t('card.compare', { name: car.title }),
            uncompare: locale.t('card.uncompare', { name: car.title }),
          }}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a href={car.href}>{car.title}</a>
        </Heading>
        {car.subtitle ? <p className={styles.subtitle}>{car.subtitle}</p> : null}
        {car.chips.length ? (
          <div className={styles.chips}>
            {car.chips.map((chip) => <span key={chip} className={`${styles.badge} ${styles.chip}`}>{chip}</span>)}
          </div>
        ) : null}
        <CardPrice car={car} locale={locale} />
        {car.finance ? <FinanceStrip finance={car.finance} locale={locale} /> : null}
        {car.available ? (
          <dl className={styles.summary}>
            <SummaryItem term={locale.t('card.condition')} value={locale.t(`carType.${car.summary.condition}` as 'carType.new')} />
            <SummaryItem term={locale.t('card.transmission')} value={car.summary.transmission ?? '—'} />
            <SummaryItem term={locale.t('card.odometer')} value={locale.formatDistance(car.summary.km)} />
            <SummaryItem term={locale.t('card.fuelType')} value={car.summary.fuel ?? '—'} />
          </dl>
        ) : (
          <p className={styles.likeThis}>{locale.t('card.likeThis')}</p>
        )}
        <div className={styles.actions}>
          {car.available ? (
            <>
              <a href={car.href} className={`${styles.button} ${styles.solid}`}>{locale.t('card.viewDetails')}</a>
              <div className={styles.actionRow}>
                <a href={car.financeHref} className={`${styles.button} ${styles.outline}`}>{locale.t(quick ? 'card.financeQuote' : 'card.getFinance')}</a>
                <a href={car.testDriveHref} className={`${styles.button} ${styles.outline}`}>{locale.t('card.testDrive')}</a>
              </div>
              {quick && car.quickEnquiry ? (
                <QuickEnquiry
                  buttonClassName={`${styles.button} ${styles.outline}`}
                  labels={{ open: locale.t('card.quickEnquiry'), heading: locale.t('card.quickEnquiryLabel', { name: car.title }), close: locale.t('card.close'), loading: locale.t('card.loadingForm') }}
                  form={{
                    ...enquiryStrings(locale.t),
                    rules: car.quickEnquiry.rules,
                    categories: [],
                    showLocation: false,
                    defaultLocation: car.quickEnquiry.attached.location,
                    attached: car.quickEnquiry.attached,
                    captcha: captchaLabels(car.quickEnquiry, locale.t),
                  }}
                />
              ) : (
                <a href={`${car.href}#enquire`} className={`${styles.button} ${styles.outline}`}>{locale.t('card.enquire')}</a>
              )}
              {quick && car.exploreHref ? <a href={car.exploreHref} className={`${styles.button} ${styles.outline}`}>{locale.t('card.exploreVehicle')}</a> : null}
              {car.reserveAmount ? (
                <a href={car.reserveHref} className={`${styles.button} ${styles.subtle}`}>{locale.t('card.reserveNow', { amount: locale.formatPrice(car.reserveAmount) })}</a>
              ) : null}
            </>
          ) : (
            <a href={car.similarHref} className={`${styles.button} ${styles.solid}`}>{locale.t('card.findSimilar')}</a>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * §5 finance strip (NCC s164, ASIC RG 178): the weekly repayment, the interest rate and the
 * comparison rate in one style, so the comparison rate is never the least prominent, and the
 * comparison rate warning under them.
 */
function FinanceStrip({ finance, locale }: { finance: NonNullable<CarCardModel['finance']>; locale: LocaleFormatter }) {
  return (
    <div className={styles.finance} data-testid="car-finance">
      <p className={styles.figures}>
        <span className={styles.figure}>{locale.t('card.perWeek', { amount: locale.formatPrice(finance.weekly) })}</span>{' '}
        <span className={styles.figure}>{locale.t('card.interestRate', { rate: finance.interestRate })}</span>{' '}
        <span className={styles.figure}>{locale.t('card.comparisonRate', { rate: finance.comparisonRate })}</span>
      </p>
      <p className={styles.warning}>{comparisonRateWarning}</p>
    </div>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function CardPrice({ car, locale }: { car: CarCardModel; locale: LocaleFormatter }) {
  const { price } = car;
  switch (price.kind) {
    case 'hidden':
      return null;
    case 'preorder':
    case 'subscription':
      return <p data-testid="car-price" className={styles.price}>{priceText(price, locale)}</p>;
    case 'noPrice':
      return <p data-testid="car-price" className={styles.priceNote}>{priceText(price, locale)}</p>;
    // The amount, its price type and the reduced badge are laid out apart here.
    case 'price':
      return (
        <div>
          {price.wasPrice ? <p className={styles.wasPrice}>{locale.t('price.was', { amount: locale.formatPrice(price.wasPrice) })}</p> : null}
          <div className={styles.priceRow}>
            <p data-testid="car-price" className={price.reduced ? `${styles.price} ${styles.reduced}` : styles.price}>{locale.formatPrice(price.amount)}</p>
            {car.priceType ? <p className={styles.priceType}>{car.priceType}</p> : null}
            {price.reduced ? <span className={`${styles.badge} ${styles.reducedBadge}`}>{locale.t('price.reduced')}</span> : null}
          </div>
          {car.belowMarketBy ? <p className={styles.belowMarket}>{locale.t('price.belowMarket', { amount: locale.formatPrice(car.belowMarketBy) })}</p> : null}
        </div>
      );
  }
}
