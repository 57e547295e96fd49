import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { enquiriesFromAddress, listPasskeys, listWatchlist, ordersOf, reservationsOf, type Passkey, type ReservationStatus } from '@dealer/leads/server';
import { carTitle, isSold, priceDisplay, priceText, type Car } from '@dealer/stock';
import { siteTimeZone, type LocaleFormatter, type MessageKey, type SiteConfig } from '@dealer/tenants';
import { AccountWatchlist, DeleteAccount, PhoneEditor, SignOutButton, type WatchlistItem } from '@/account/AccountActions';
import styles from '@/account/Account.module.css';
import { Passkeys, type PasskeyItem } from '@/account/Passkeys';
import { orderStatusText } from '@/journey/order-status-text';
import { carsById } from '@/server/stock/cars-by-id';
import { accountsEnabled, currentShopper, signInPath } from '@/server/accounts/current-shopper';
import { loadSite } from '@/server/content/site';
import { database } from '@/server/db/database';

/** Reads the session cookie: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site, false);
  return { title: site ? site.locale.t('account.page.title') : 'Your account', robots: { index: false } };
}

/** The price line of a saved car (§4 price display order, as on the vehicle page); null when the site hides it. */
const savedCarPrice = (car: Car, config: SiteConfig, locale: LocaleFormatter): string | null => priceText(priceDisplay(car, config, { surface: 'detail' }), locale);

/** A passkey as the account page lists it: numbered in the order added (the newest last gets the highest number). */
function passkeyItem(passkey: Passkey, number: number, locale: LocaleFormatter, timeZone: string): PasskeyItem {
  const t = locale.t;
  const detail = [
    t('account.passkeys.addedOn', { date: locale.formatDateIn(passkey.createdAt, timeZone) }),
    passkey.lastUsedAt ? t('account.passkeys.lastUsed', { date: locale.formatDateIn(passkey.lastUsedAt, timeZone) }) : null,
    passkey.backedUp ? t('account.passkeys.synced') : null,
  ].filter(Boolean);
  return { id: passkey.id, name: t('account.passkeys.name', { number }), detail: detail.join(', ') };
}

const RESERVATION_STATUS: Record<ReservationStatus, MessageKey> = {
  pending: 'account.reservations.status.pending',
  held: 'account.reservations.status.held',
  captured: 'account.reservations.status.captured',
  released: 'account.reservations.status.released',
  failed: 'account.reservations.status.failed',
};

const DELIVERY_STATUS: Record<string, MessageKey> = {
  pending: 'account.enquiries.status.pending',
  delivered: 'account.enquiries.status.delivered',
  failed: 'account.enquiries.status.failed',
};

/**
 * The shopper's account (README "Accounts, the watchlist, reservations and buying online"), on sites with accounts (§6): their details and phone, the
 * watchlist (§4), their reservations and orders (when they have any), the enquiries this site received from their address, sign out and delete.
 * Signed out, it is sign-in first and then back here.
 */
export default async function AccountPage({ params }: Props) {
  const site = await loadSite((await params).site, false);
  if (!site || !accountsEnabled(site.config)) notFound();
  const { config, locale } = site;
  // Instants (placed, held until, sent) are written as the day they fall on in the dealer's zone.
  const timeZone = siteTimeZone(config);
  const t = locale.t;
  const shopper = await currentShopper(config);
  if (!shopper) redirect(signInPath('account', '/account'));

  const { db } = await database();
  const [saved, enquiries, reservations, orders, passkeys] = await Promise.all([
    listWatchlist(db, config.slug, shopper.id),
    enquiriesFromAddress(db, config.slug, shopper.email),
    reservationsOf(db, config.slug, shopper.id),
    // Orders exist only where the site sells online (§2); their pages too.
    config.features.buyOnline ? ordersOf(db, config.slug, shopper.id) : Promise.resolve([]),
    listPasskeys(db, config.slug, shopper.id),
  ]);
  const cars = await carsById(config, [
    ...saved,
    ...enquiries.flatMap((enquiry) => (enquiry.carId ? [enquiry.carId] : [])),
    ...reservations.map((reservation) => reservation.carId),
    ...orders.map((order) => order.carId),
  ]);

  const watchlist: WatchlistItem[] = saved.map((id) => {
    const car = cars.get(id);
    return car
      ? { id, title: carTitle(car), href: `/cars/${car.slug}`, price: savedCarPrice(car, config, locale), sold: isSold(car) }
      : { id, title: null, href: null, price: null, sold: false };
  });
  const failed = t('account.error.unexpected');

  return (
    <div className={styles.account}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('account.page.title')}</h1>
        <SignOutButton labels={{ signOut: t('account.page.signOut'), signingOut: t('account.page.signingOut'), failed }} />
      </div>

      <section className={styles.section} aria-labelledby="account-details">
        <h2 id="account-details" className={styles.sectionHeading}>{t('account.page.details')}</h2>
        <dl className={styles.details}>
          <dt>{t('account.page.email')}</dt>
          <dd>{shopper.email}</dd>
          <dt>{t('account.page.phone')}</dt>
          <dd>
            <PhoneEditor
              phone={shopper.phone}
              labels={{
                phone: t('account.page.phone'),
                none: t('account.page.noPhone'),
                note: t('account.page.phoneNote'),
                change: t('account.page.changePhone'),
                add: t('account.page.addPhone'),
                save: t('account.page.savePhone'),
                saving: t('account.page.savingPhone'),
                cancel: t('account.page.cancel'),
                saved: t('account.page.phoneSaved'),
                failed,
              }}
            />
          </dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="account-passkeys">
        <h2 id="account-passkeys" className={styles.sectionHeading}>{t('account.passkeys.heading')}</h2>
        <p>{t('account.passkeys.intro')}</p>
        <Passkeys
          items={passkeys.map((passkey, index) => passkeyItem(passkey, passkeys.length - index, locale, timeZone))}
          labels={{
            none: t('account.passkeys.none'),
            add: t('account.passkeys.add'),
            adding: t('account.passkeys.adding'),
            added: t('account.passkeys.added'),
            remove: t('account.passkeys.remove'),
            removeLabel: t('account.passkeys.removeLabel'),
            removed: t('account.passkeys.removed'),
            unsupported: t('account.passkeys.unsupported'),
            cancelled: t('account.passkeys.cancelled'),
            failed,
          }}
        />
      </section>

      <section className={styles.section} aria-labelledby="account-watchlist">
        <h2 id="account-watchlist" className={styles.sectionHeading} tabIndex={-1}>{t('account.watchlist.heading')}</h2>
        <AccountWatchlist
          items={watchlist}
          phone={shopper.phone}
          headingId="account-watchlist"
          labels={{
            empty: t('account.watchlist.empty'),
            browse: t('account.watchlist.browse'),
            noLongerListed: t('account.watchlist.noLongerListed'),
            sold: t('account.watchlist.sold'),
            remove: t('account.watchlist.remove'),
            removeLabel: t('account.watchlist.removeLabel'),
            removing: t('account.watchlist.removing'),
            removed: t('account.watchlist.removed'),
            failed,
          }}
        />
      </section>

      {reservations.length > 0 ? (
        <section className={styles.section} aria-labelledby="account-reservations">
          <h2 id="account-reservations" className={styles.sectionHeading}>{t('account.reservations.heading')}</h2>
          <ul className={styles.list} role="list">
            {reservations.map((reservation) => {
              const car = cars.get(reservation.carId);
              const amount = locale.formatPrice(reservation.amountCents / 100);
              return (
                <li key={reservation.id} className={styles.item} data-testid="reservation">
                  <div className={styles.itemText}>
                    <span className={styles.itemTitle}>
                      {car ? <a className={styles.carLink} href={`/cars/${car.slug}`}>{carTitle(car)}</a> : t('account.enquiries.carGone', { id: reservation.carId })}
                    </span>
                    <span className={styles.meta}>
                      {reservation.status === 'held' && reservation.holdExpiresAt
                        ? t('account.reservations.heldUntil', { amount, date: locale.formatDateIn(reservation.holdExpiresAt, timeZone) })
                        : t('account.reservations.deposit', { amount })}
                    </span>
                  </div>
                  <span className={styles.meta}>{t(RESERVATION_STATUS[reservation.status])}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {orders.length > 0 ? (
        <section className={styles.section} aria-labelledby="account-orders">
          <h2 id="account-orders" className={styles.sectionHeading}>{t('account.orders.heading')}</h2>
          <ul className={styles.list} role="list">
            {orders.map((order) => {
              const car = cars.get(order.carId);
              const title = car ? carTitle(car) : t('account.enquiries.carGone', { id: order.carId });
              return (
                <li key={order.id} className={styles.item} data-testid="order">
                  <div className={styles.itemText}>
                    <span className={styles.itemTitle}>{title}</span>
                    <span className={styles.meta}>
                      {order.placedAt && order.priceCents !== null ? (
                        <time dateTime={order.placedAt.toISOString()}>{t('account.orders.placedOn', { date: locale.formatDateIn(order.placedAt, timeZone), amount: locale.formatPrice(order.priceCents / 100) })}</time>
                      ) : (
                        <time dateTime={order.createdAt.toISOString()}>{t('account.orders.startedOn', { date: locale.formatDateIn(order.createdAt, timeZone) })}</time>
                      )}
                    </span>
                    <span className={styles.meta}>{orderStatusText(order, locale, timeZone)}</span>
                  </div>
                  <a className={styles.carLink} href={`/orders/${order.id}`} aria-label={t('account.orders.viewLabel', { car: title })}>
                    {t('account.orders.view')}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="account-enquiries">
        <h2 id="account-enquiries" className={styles.sectionHeading}>{t('account.enquiries.heading')}</h2>
        {enquiries.length === 0 ? (
          <p className={styles.muted}>{t('account.enquiries.empty', { email: shopper.email })}</p>
        ) : (
          <ul className={styles.list} role="list">
            {enquiries.map((enquiry) => {
              const car = enquiry.carId ? cars.get(enquiry.carId) : undefined;
              return (
                <li key={enquiry.id} className={styles.item}>
                  <div className={styles.itemText}>
                    <span className={styles.itemTitle}>{enquiry.category ?? t('account.enquiries.general')}</span>
                    <span className={styles.meta}>
                      <time dateTime={enquiry.createdAt.toISOString()}>{t('account.enquiries.sentOn', { date: locale.formatDateIn(enquiry.createdAt, timeZone) })}</time>
                    </span>
                    {enquiry.carId ? (
                      <span>
                        {t('account.enquiries.car')}{' '}
                        {car ? <a className={styles.carLink} href={`/cars/${car.slug}`}>{carTitle(car)}</a> : t('account.enquiries.carGone', { id: enquiry.carId })}
                      </span>
                    ) : null}
                  </div>
                  <span className={styles.meta}>
                    <span className="sr-only">{t('account.enquiries.status')}: </span>
                    {t(DELIVERY_STATUS[enquiry.deliveryStatus] ?? 'account.enquiries.status.pending')}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="account-delete">
        <h2 id="account-delete" className={styles.sectionHeading}>{t('account.delete.heading')}</h2>
        <p>{t('account.delete.body')}</p>
        <DeleteAccount
          labels={{
            button: t('account.delete.button'),
            confirm: t('account.delete.confirm'),
            confirmButton: t('account.delete.confirmButton'),
            cancel: t('account.delete.cancel'),
            deleting: t('account.delete.deleting'),
            failed,
          }}
        />
      </section>
    </div>
  );
}
