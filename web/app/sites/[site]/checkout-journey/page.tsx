import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound, redirect } from 'next/navigation';
import { findOrder } from '@dealer/leads/server';
import type { Car } from '@dealer/stock';
import { siteTimeZone, type MessageKey } from '@dealer/tenants';
import { CheckoutJourney } from '@/journey/CheckoutJourney';
import { checkoutJourneyLabels } from '@/journey/journey-labels';
import styles from '@/journey/JourneyPage.module.css';
import { checkoutNeedsSignIn, currentShopper, signInPath } from '@/server/accounts/current-shopper';
import { loadSite } from '@/server/content/site';
import { openOrder, orderJson } from '@/server/orders/order-request';
import { database } from '@/server/db/database';
import { loadVehicle } from '@/server/stock/vehicle';
import { vehicleModel, type VehicleModel } from '@/vehicle/vehicle-model';

/** Reads the query string (car_id, order), the session cookie and the car's live state: rendered per request. */
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ site: string }>; searchParams: Promise<Query> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The site (one that sells cars online, §2 "some sites") and the car named by car_id (its slug):
 * car null without a car_id (the page says to choose one), undefined for the site's 404.
 */
async function load(siteSlug: string, query: Query) {
  const site = await loadSite(siteSlug, false);
  if (!site || !site.config.features.buyOnline) return undefined;
  const slug = first(query.car_id)?.trim();
  if (!slug) return { site, car: null };
  const car = await loadVehicle(site.config, slug);
  return car ? { site, car } : undefined;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const robots = { index: false, follow: false };
  const loaded = await load((await params).site, await searchParams);
  if (!loaded) return { robots };
  const { site, car } = loaded;
  const title = car ? site.locale.t('journey.metaTitle', { title: vehicleModel(car, site.config, site.locale, new Date()).title }) : site.locale.t('journey.choose.title');
  return { title, robots };
}

type Blocked = 'notUsed' | 'sold' | 'reserved' | 'noPrice';

/**
 * Why this car cannot be bought online, or null: only used cars (§2), available (not sold), not
 * reserved or being bought by someone else, and with a real price to total (ACL s48).
 */
function blockedReason(car: Car, vehicle: VehicleModel): Blocked | null {
  if (car.car_type !== 'used') return 'notUsed';
  if (!vehicle.available) return 'sold';
  if (car.reserved) return 'reserved';
  if (vehicle.price.kind !== 'price') return 'noPrice';
  return null;
}

const BLOCKED_TEXT: Record<Blocked, { title: MessageKey; body: MessageKey }> = {
  notUsed: { title: 'journey.unavailable.notUsed.title', body: 'journey.unavailable.notUsed.body' },
  sold: { title: 'journey.unavailable.sold.title', body: 'journey.unavailable.sold.body' },
  reserved: { title: 'journey.unavailable.reserved.title', body: 'journey.unavailable.reserved.body' },
  noPrice: { title: 'journey.unavailable.noPrice.title', body: 'journey.unavailable.noPrice.body' },
};

/**
 * §2 /checkout-journey?car_id={slug}[&order={id}]: buying a used car online (README "Accounts, the watchlist, reservations and buying online"), on
 * sites with features.buyOnline. The car and its total price (ACL s48: one figure, from the
 * vehicle page's price display), then the journey island, which makes or resumes the order. With
 * `order=` naming this car's order (a reload), the island starts where it was; a placed order
 * shows its confirmation even though its car is now reserved (by this very order). A car that
 * cannot be bought online gets a page saying why, a link back to it and no form.
 */
export default async function CheckoutJourneyPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const loaded = await load((await params).site, query);
  if (!loaded) notFound();
  const { site, car } = loaded;
  const { config, locale } = site;
  const t = locale.t;

  // /checkout-journey alone (a link whose query was dropped): which car? Choose one in search.
  if (!car) {
    return (
      <section className={styles.page} aria-labelledby="journey-heading" data-testid="journey-choose">
        <h1 id="journey-heading" className={styles.title}>{t('journey.choose.title')}</h1>
        <p>{t('journey.choose.body')}</p>
        <p className={styles.links}>
          <a href="/search/used-cars">{t('journey.choose.search')}</a>
        </p>
      </section>
    );
  }

  const vehicle = vehicleModel(car, config, locale, new Date());
  const carHref = `/cars/${car.slug}`;

  const shopper = await currentShopper(config);
  const orderId = first(query.order);
  const stored = orderId ? await findOrder((await database()).db, config.slug, orderId) : null;
  const { access, order: found } = stored ? await openOrder(config, stored, shopper?.id ?? null) : { access: 'open' as const, order: null };
  // A signed-in shopper's order, opened signed out: sign in first and come back to it.
  if (found && access === 'sign-in') redirect(signInPath('checkout', `/checkout-journey?${new URLSearchParams({ car_id: car.slug, order: found.id }).toString()}`, carHref));
  // Another car's order, another shopper's, or one returned or cancelled, is no order to resume here.
  const order = found && access === 'open' && found.carId === car.id && found.status !== 'returned' && found.status !== 'cancelled' ? found : null;
  const bought = order !== null && order.status !== 'draft';

  const blocked = bought ? null : blockedReason(car, vehicle);
  if (blocked) {
    const text = BLOCKED_TEXT[blocked];
    return (
      <section className={styles.page} aria-labelledby="journey-heading" data-testid="journey-unavailable">
        <h1 id="journey-heading" className={styles.title}>{t(text.title)}</h1>
        <p className={styles.carTitle}>{vehicle.title}</p>
        <p>{t(text.body)}</p>
        <p className={styles.links}>
          <a href={carHref}>{t('journey.backToCar')}</a>
          <a href="/search">{t('journey.search')}</a>
        </p>
      </section>
    );
  }

  // Where the site gates checkout (§2, §6), a signed-out shopper signs in first and comes back here.
  if (checkoutNeedsSignIn(config) && !shopper) {
    const here = `/checkout-journey?${new URLSearchParams({ car_id: car.slug, ...(order ? { order: order.id } : {}) }).toString()}`;
    redirect(signInPath('checkout', here, carHref));
  }

  // blockedReason let through only a real price; a bought car's order keeps the price it was placed at.
  const total =
    vehicle.price.kind === 'price' ? locale.formatPrice(vehicle.price.amount)
    : order?.priceCents != null ? locale.formatPrice(order.priceCents / 100)
    : '';
  const image = vehicle.images[0];

  return (
    <div className={styles.page}>
      <p>
        <a className={styles.back} href={carHref}>
          <span aria-hidden="true">← </span>
          {t('journey.backToCar')}
        </a>
      </p>
      <h1 className={styles.title}>{t('journey.heading', { title: vehicle.title })}</h1>

      <section className={styles.summary} aria-label={t('journey.summary')} data-testid="journey-summary">
        {image ? <Image className={styles.photo} src={image.src} alt={image.alt} width={160} height={120} quality={80} sizes="160px" /> : null}
        <div className={styles.car}>
          <p className={styles.carTitle}>{vehicle.title}</p>
          {vehicle.subtitle ? <p className={styles.muted}>{vehicle.subtitle}</p> : null}
          <dl className={styles.figures}>
            <dt>{t('journey.totalPrice')}</dt>
            <dd className={styles.total} data-testid="journey-total">
              {total}
              {vehicle.priceType ? <span className={styles.muted}> {vehicle.priceType}</span> : null}
            </dd>
          </dl>
        </div>
      </section>

      <CheckoutJourney
        carId={car.id}
        carHref={carHref}
        total={total}
        initialOrder={order ? orderJson(order) : null}
        buyerPrefill={shopper ? { email: shopper.email, phone: shopper.phone ?? '' } : null}
        locale={locale.locale}
        currency={locale.currency}
        timeZone={siteTimeZone(config)}
        labels={checkoutJourneyLabels(t, { title: vehicle.title, dealer: config.name })}
      />
    </div>
  );
}
