import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { findOrder, RETURN_DAYS, returnDeadline } from '@dealer/leads/server';
import { siteTimeZone, type LocaleFormatter } from '@dealer/tenants';
import { formatCents } from '@/journey/checkout-journey';
import { returnNoticeLabels, returnTermsText } from '@/journey/journey-labels';
import forms from '@/components/form-controls.module.css';
import styles from '@/journey/JourneyPage.module.css';
import { ReturnNotice } from '@/journey/ReturnNotice';
import { ReturnTerms } from '@/journey/ReturnTerms';
import { orderStatusText } from '@/journey/order-status-text';
import { currentShopper, signInPath } from '@/server/accounts/current-shopper';
import { openOrder } from '@/server/orders/order-request';
import { carsById } from '@/server/stock/cars-by-id';
import { loadSite } from '@/server/content/site';
import { database } from '@/server/db/database';
import { vehicleModel } from '@/vehicle/vehicle-model';

/** Reads the order's live state from the database: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string; id: string }> };

/**
 * The site (one that sells cars online), the order of this site and whether this visitor may open
 * it, or undefined for the site's 404 (no such order, or another shopper's).
 */
async function load(siteSlug: string, id: string) {
  const site = await loadSite(siteSlug, false);
  if (!site || !site.config.features.buyOnline) return undefined;
  const found = await findOrder((await database()).db, site.config.slug, id);
  if (!found) return undefined;
  const { access, order } = await openOrder(site.config, found, (await currentShopper(site.config))?.id ?? null);
  return access === 'not-yours' ? undefined : { site, order, access };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, id } = await params;
  const loaded = await load(siteSlug, id);
  // The id in the address is the shopper's key to the order: never indexed, never followed.
  return { title: loaded?.access === 'open' ? loaded.site.locale.t('order.metaTitle') : undefined, robots: { index: false, follow: false } };
}

/** A YYYY-MM-DD day as the site writes dates. */
const day = (value: string, locale: LocaleFormatter) => locale.formatDate(`${value}T00:00:00Z`);

/**
 * A shopper's order of a used car bought online (README "Accounts, the watchlist, reservations and buying online"; §4 "Used-car return flow", §5,
 * §9): the status in words, the car, the total and the handover. Delivered: the last day of the
 * 14-day return, the §5 terms and the return notice (an appointment); return requested: the
 * appointment; returned: the refund. Only on sites that sell online, only for this site's orders.
 * The order's id in the address is what lets the shopper in (the journey's confirmation links here);
 * an order started signed in is its shopper's alone: signed out, sign in first and come back.
 */
export default async function OrderPage({ params }: Props) {
  const { site: siteSlug, id } = await params;
  const loaded = await load(siteSlug, id);
  if (!loaded) notFound();
  if (loaded.access === 'sign-in') redirect(signInPath('account', `/orders/${id}`));
  const { site, order } = loaded;
  const { config, locale } = site;
  const t = locale.t;
  const now = new Date();
  // The return's last day and the delivery day are instants, written as the dealer's calendar has them.
  const timeZone = siteTimeZone(config);

  const car = (await carsById(config, [order.carId])).get(order.carId) ?? null;
  const title = car ? vehicleModel(car, config, locale, now).title : t('order.carGone');
  const { payment, handover } = order.steps;
  const terms = returnTermsText(t);
  const deadline = order.deliveredAt ? returnDeadline(order.deliveredAt) : null;
  // Cents as they are: a refund less an encumbrance need not be whole dollars.
  const money = (cents: number) => formatCents(cents, locale.locale, locale.currency);
  const canReturn = order.status === 'delivered' && deadline !== null && now.getTime() <= deadline.getTime();

  return (
    <section className={styles.page} aria-labelledby="order-heading" data-testid="order-page">
      <h1 id="order-heading" className={styles.title}>{t('order.heading')}</h1>
      <p className={styles.muted}>{t('order.reference', { id: order.id })}</p>

      <dl className={styles.details}>
        <dt>{t('order.status')}</dt>
        <dd className={styles.status} data-testid="order-status">{orderStatusText(order, locale, timeZone)}</dd>
        <dt>{t('order.car')}</dt>
        <dd>{car ? <a className={styles.carLink} href={`/cars/${car.slug}`}>{title}</a> : title}</dd>
        {order.priceCents !== null ? (
          <>
            <dt>{t('order.total')}</dt>
            <dd className={styles.total} data-testid="order-total">{money(order.priceCents)}</dd>
          </>
        ) : null}
        {payment ? (
          <>
            <dt>{t('order.payment')}</dt>
            <dd>{t(payment.method === 'finance' ? 'journey.payment.finance' : 'journey.payment.payInFull')}</dd>
          </>
        ) : null}
        {handover ? (
          <>
            <dt>{t('order.handover')}</dt>
            <dd data-testid="order-handover">
              {handover.kind === 'delivery'
                ? t('journey.review.delivery', { date: day(handover.date, locale), address: handover.address ?? '' })
                : t('journey.review.pickup', { date: day(handover.date, locale) })}
            </dd>
          </>
        ) : null}
      </dl>

      {order.status === 'draft' && car ? (
        <a className={forms.primaryLink} href={`/checkout-journey?${new URLSearchParams({ car_id: car.slug, order: order.id }).toString()}`}>
          {t('order.continue')}
        </a>
      ) : null}

      {order.status === 'placed' ? <ReturnTerms text={terms} headingLevel={2} /> : null}

      {order.status === 'delivered' && deadline ? (
        canReturn ? (
          <>
            <p className={styles.lead} data-testid="order-return-until">{t('order.returnUntil', { date: locale.formatDateIn(deadline, timeZone) })}</p>
            <ReturnTerms text={terms} headingLevel={2} />
            <ReturnNotice orderId={order.id} returnDeadline={deadline.toISOString()} locale={locale.locale} timeZone={timeZone} labels={returnNoticeLabels(t)} />
          </>
        ) : (
          <p className={styles.lead} data-testid="order-return-ended">{t('order.returnEnded', { days: RETURN_DAYS, date: locale.formatDateIn(deadline, timeZone) })}</p>
        )
      ) : null}

      {order.status === 'return-requested' && order.returnAppointment ? (
        <>
          <p className={styles.lead} data-testid="order-appointment">{t('order.appointment', { date: day(order.returnAppointment, locale) })}</p>
          <ReturnTerms text={terms} headingLevel={2} />
        </>
      ) : null}

      {order.status === 'returned' && order.refundCents !== null ? (
        <p className={styles.lead} data-testid="order-refund">{t('order.refund', { amount: money(order.refundCents) })}</p>
      ) : null}

      <p className={styles.links}>
        <a href="/search">{t('journey.search')}</a>
      </p>
    </section>
  );
}
