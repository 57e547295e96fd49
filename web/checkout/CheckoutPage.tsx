import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound, redirect } from 'next/navigation';
import { TEST_CARDS } from '@dealer/leads/server';
import { auDepositTerms, nzConsumerInformationNotice, priceText, reservationOffer, usBuyersGuide } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { accountsEnabled, checkoutNeedsSignIn, currentShopper, signInPath } from '../server/accounts/current-shopper';
import { loadSite } from '../server/content/site';
import { paymentsMode } from '../server/reservations/gateway';
import { loadVehicle } from '../server/stock/vehicle';
import { WarrantyBox } from '../vehicle/consumer-law/BuyersGuide';
import { BUYERS_GUIDE_ANCHOR, buyersGuidePdfPath, CIN_ANCHOR } from '../vehicle/consumer-law/consumer-notice';
import { ConsumerInformationNotice } from '../vehicle/consumer-law/ConsumerInformationNotice';
import { CoolingOffTerms } from '../vehicle/consumer-law/CoolingOffTerms';
import { coolingOffText } from '../vehicle/consumer-law/notice-text';
import { vehicleModel, type VehicleModel } from '../vehicle/vehicle-model';
import { groupedCardNumber } from './reserve-form';
import { ReserveForm } from './ReserveForm';
import styles from './CheckoutPage.module.css';

/** The site's checkout address (§2): /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites. */
export type CheckoutPath = 'checkout' | 'buy-online';

export interface CheckoutRouteProps {
  params: Promise<{ site: string; slug: string }>;
}

/**
 * The site, its §9 offer and the car, or undefined for this site's 404: a route that is not the
 * site's checkoutPath, a site that takes no deposit ($0), a car not listed here.
 */
async function load(siteSlug: string, slug: string, path: CheckoutPath) {
  const site = await loadSite(siteSlug, false);
  if (!site || site.config.features.checkoutPath !== path) return undefined;
  const offer = reservationOffer(site.config);
  if (!offer) return undefined;
  const car = await loadVehicle(site.config, slug);
  return car ? { site, offer, car } : undefined;
}

export async function checkoutMetadata({ params }: CheckoutRouteProps, path: CheckoutPath): Promise<Metadata> {
  const robots = { index: false, follow: false };
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug, path);
  if (!loaded) return { robots };
  const { site, car } = loaded;
  const vehicle = vehicleModel(car, site.config, site.locale, new Date());
  return { title: site.locale.t('checkout.metaTitle', { title: vehicle.title }), robots };
}

/** The total the shopper pays, as the vehicle page shows it (the reduced price when there is one). */
const totalText = (vehicle: VehicleModel, locale: LocaleFormatter): string | null => priceText(vehicle.price, locale, vehicle.priceType);

/**
 * Reserve Online (§2 /cars/{slug}/checkout or /buy-online; §9 deposit, default
 * $200, held 48 hours, 100% refundable). A car that sold or was reserved meanwhile gets a page
 * saying so, with no form; where the site gates checkout (§2, §6) a signed-out shopper signs in
 * first and comes back here. The form (ReserveForm) posts to /api/reservations.
 */
export async function CheckoutPage({ params, path }: CheckoutRouteProps & { path: CheckoutPath }) {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug, path);
  if (!loaded) notFound();
  const { site, offer, car } = loaded;
  const { config, locale } = site;
  const t = locale.t;
  const now = new Date();
  const vehicle = vehicleModel(car, config, locale, now);
  const carHref = `/cars/${car.slug}`;
  const here = `${carHref}/${path}`;

  if (vehicle.reserveAmount === null || car.reserved || !vehicle.available) {
    return (
      <section className={styles.page} aria-labelledby="checkout-heading" data-testid="checkout-unavailable">
        <h1 id="checkout-heading" className={styles.title}>{t('checkout.unavailable.title')}</h1>
        <p>{vehicle.title}</p>
        <p>{t('checkout.unavailable.body')}</p>
        <p className={styles.links}>
          <a href={carHref}>{t('checkout.backToCar')}</a>
          <a href="/search">{t('checkout.search')}</a>
        </p>
      </section>
    );
  }

  const shopper = accountsEnabled(config) ? await currentShopper(config) : null;
  if (checkoutNeedsSignIn(config) && !shopper) {
    redirect(signInPath('checkout', here, carHref));
  }

  const amount = locale.formatPrice(offer.deposit);
  const price = totalText(vehicle, locale);
  // Consumer law at the point of sale (stock/rules/consumer-law/README.md), each market's own,
  // before the payment form: the Consumer Information Notice (NZ used cars), the Buyers Guide (US
  // used and demo cars), the cooling-off terms of the dealer's state (AU), which the receipt repeats.
  const notice = nzConsumerInformationNotice(car, config, { now });
  const guide = usBuyersGuide(car, config);
  const auTerms = auDepositTerms(car, config);
  const image = vehicle.images[0];
  const payments = paymentsMode();
  // With Stripe, Stripe.js takes the card in its own field, and Apple Pay and Google Pay where the
  // device has them, for the same deposit (in cents, as the server holds it); the test gateway's
  // cards are shown otherwise.
  const stripe =
    payments.kind === 'stripe'
      ? {
          publishableKey: payments.publishableKey,
          labels: { label: t('checkout.stripe.label'), loading: t('checkout.stripe.loading'), unavailable: t('checkout.stripe.unavailable'), fallback: t('checkout.stripe.fallback') },
          wallet: {
            amountCents: offer.deposit * 100,
            currency: locale.currency.toLowerCase(),
            labels: { label: t('checkout.wallet.label'), orCard: t('checkout.wallet.orCard'), fallback: t('checkout.wallet.fallback') },
          },
        }
      : null;
  const testCards =
    payments.kind === 'test'
      ? {
          heading: t('checkout.testCards.heading'),
          intro: t('checkout.testCards.intro'),
          cards: [
            t('checkout.testCards.succeeds', { number: groupedCardNumber(TEST_CARDS.succeeds) }),
            t('checkout.testCards.declined', { number: groupedCardNumber(TEST_CARDS.declined) }),
            t('checkout.testCards.needsAuthentication', { number: groupedCardNumber(TEST_CARDS.needsAuthentication) }),
          ],
        }
      : null;

  return (
    <div className={styles.page}>
      <p>
        <a className={styles.back} href={carHref}>
          <span aria-hidden="true">← </span>
          {t('checkout.backToCar')}
        </a>
      </p>
      <h1 className={styles.title}>{t('checkout.heading', { title: vehicle.title })}</h1>

      <section className={styles.summary} aria-label={t('checkout.summary')} data-testid="checkout-summary">
        {image ? (
          <Image className={styles.photo} src={image.src} alt={image.alt} width={160} height={120} quality={80} sizes="160px" />
        ) : null}
        <div className={styles.car}>
          <p className={styles.carTitle}>{vehicle.title}</p>
          {vehicle.subtitle ? <p className={styles.subtitle}>{vehicle.subtitle}</p> : null}
          <dl className={styles.figures}>
            {price ? (
              <div>
                <dt>{t('checkout.price')}</dt>
                <dd data-testid="checkout-price">{price}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('checkout.deposit')}</dt>
              <dd data-testid="checkout-deposit">{amount}</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className={styles.terms} data-testid="checkout-terms">
        <p className={styles.termsLead}>{t('checkout.terms', { amount, hours: offer.holdHours, percent: offer.refundablePercent })}</p>
        <p>{t('checkout.termsHow')}</p>
      </div>

      {auTerms ? <CoolingOffTerms terms={auTerms.coolingOff} locale={locale} id="checkout-cooling-off" /> : null}

      {notice ? (
        <section className={styles.consumerLaw} aria-labelledby="checkout-cin" data-testid="checkout-consumer-information-notice">
          <h2 id="checkout-cin" className={styles.consumerLawTitle}>{t('cin.title')}</h2>
          <ConsumerInformationNotice notice={notice} locale={locale} idPrefix="checkout-cin" />
          <p>
            <a className={styles.back} href={`${carHref}#${CIN_ANCHOR}`}>{t('cin.checkoutLink')}</a>
          </p>
        </section>
      ) : null}

      {guide ? (
        <section className={styles.consumerLaw} aria-labelledby="checkout-buyers-guide" data-testid="checkout-buyers-guide">
          <h2 id="checkout-buyers-guide" className={styles.consumerLawTitle}>{t('buyersGuide.title')}</h2>
          <p>{t('buyersGuide.checkout')}</p>
          <WarrantyBox warranty={guide.warranty} locale={locale} />
          <p className={styles.links}>
            <a href={`${carHref}#${BUYERS_GUIDE_ANCHOR}`}>{t('buyersGuide.read')}</a>
            <a href={buyersGuidePdfPath(car.slug)}>{t('buyersGuide.pdf')}</a>
          </p>
        </section>
      ) : null}

      <ReserveForm
        carId={car.id}
        carHref={carHref}
        signInHref={signInPath('checkout', here, carHref)}
        locale={locale.locale}
        prefill={{ email: shopper?.email ?? '', phone: shopper?.phone ?? '' }}
        testCards={testCards}
        stripe={stripe}
        labels={{
          form: t('checkout.form.label'),
          you: t('checkout.form.you'),
          card: t('checkout.form.card'),
          name: t('checkout.name'),
          email: t('checkout.email'),
          phone: t('checkout.phone'),
          cardNumber: t('checkout.cardNumber'),
          expiry: t('checkout.expiry'),
          expMonth: t('checkout.expMonth'),
          expYear: t('checkout.expYear'),
          cvc: t('checkout.cvc'),
          cvcHint: t('checkout.cvcHint'),
          submit: t('checkout.submit', { amount }),
          submitting: t('checkout.submitting'),
          network: t('checkout.error.network'),
          unexpected: t('checkout.error.unexpected'),
          signIn: t('checkout.error.signIn'),
          doneHeading: t('checkout.done.heading'),
          // {amount} and {date} stay for the form to fill from the answer.
          doneBody: t('checkout.done.body', { dealer: config.name }),
          doneReference: t('checkout.done.reference'),
          doneTerms: auTerms ? coolingOffText(auTerms.coolingOff, locale) : null,
          backToCar: t('checkout.backToCar'),
          bank: {
            heading: t('checkout.bank.heading'),
            body: t('checkout.bank.body', { amount, dealer: config.name }),
            test: t('checkout.bank.test'),
            complete: t('checkout.bank.complete'),
            fail: t('checkout.bank.fail'),
            checking: t('checkout.bank.checking'),
          },
          checks: {
            name: t('checkout.error.name'),
            email: t('checkout.error.email'),
            phone: t('checkout.error.phone'),
            cardNumber: t('checkout.error.cardNumber'),
            cardNumberInvalid: t('checkout.error.cardNumberInvalid'),
            expiry: t('checkout.error.expiry'),
            expired: t('checkout.error.expired'),
            cvc: t('checkout.error.cvc'),
          },
        }}
      />
    </div>
  );
}
