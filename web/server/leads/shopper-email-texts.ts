import 'server-only';
import type { LeadForDelivery, Order, Reservation, ShopperConfirmationTexts } from '@dealer/leads/server';
import { OFFER_ACCEPTED_SUBCATEGORY, TRADE_IN_CATEGORY, financeKindOf } from '@dealer/leads';
import { RETURN_DAYS, RETURN_MAX_KM, returnDeadline } from '@dealer/leads/server';
import { auDepositTerms, carTitle } from '@dealer/stock';
import { siteTimeZone } from '@dealer/tenants';
import { formatCents } from '../../journey/checkout-journey';
import { coolingOffText } from '../../vehicle/consumer-law/notice-text';
import type { LoadedSite } from '../content/site';
import { listedCar } from '../stock/cars-by-id';

/** The categories the platform gives its own leads (README "Accounts, the watchlist, reservations and buying online"): a reservation and an online order. */
export const RESERVATION_CATEGORY = 'Reservation';
export const ORDER_CATEGORY = 'Online purchase';

/**
 * What the shopper's email says: a receipt for a reservation (the hold, the deposit's refund terms
 * and the state's cooling-off terms, README "Accounts, the watchlist, reservations and buying online" "in the receipt") or an online order (the
 * 14-day return terms, §5) or a trade-in (the offer accepted, or the car to value in person) or a finance request (no credit
 * check run, nothing approved), else the enquiry confirmation.
 */
export async function shopperEmailTexts(lead: LeadForDelivery, site: LoadedSite): Promise<ShopperConfirmationTexts> {
  const { locale, config } = site;
  const t = locale.t;
  const common = { greeting: t('leads.confirmation.greeting'), signOff: t('leads.confirmation.signOff') };
  if (lead.category === RESERVATION_CATEGORY) {
    const body = [t('leads.receipt.reservation.body'), lead.message ?? ''];
    const car = lead.carId ? await listedCar(config, lead.carId) : null;
    const terms = car ? auDepositTerms(car, config) : null;
    if (terms) {
      body.push(`${t('checkout.terms', { amount: locale.formatPrice(terms.deposit.deposit), hours: terms.deposit.holdHours, percent: terms.deposit.refundablePercent })} ${t('checkout.termsHow')}`);
      const coolingOff = coolingOffText(terms.coolingOff, locale);
      body.push(coolingOff.heading, ...coolingOff.lines);
    }
    return { subject: t('leads.receipt.reservation.subject'), body: body.filter(Boolean), ...common };
  }
  if (lead.category === ORDER_CATEGORY) {
    return {
      subject: t('leads.receipt.order.subject'),
      body: [
        t('leads.receipt.order.body'),
        lead.message ?? '',
        t('journey.returns.how', { days: RETURN_DAYS }),
        [t('journey.returns.km', { km: RETURN_MAX_KM }), t('journey.returns.fuel'), t('journey.returns.keys'), t('journey.returns.owing')].join(' '),
      ].filter(Boolean),
      ...common,
    };
  }
  if (lead.category === TRADE_IN_CATEGORY) {
    // The offer's sentence (its price, how it was reached, how long it holds), or why there is none (§5/§9).
    const accepted = lead.subcategory === OFFER_ACCEPTED_SUBCATEGORY;
    return { subject: t('leads.receipt.tradeIn.subject'), body: [t(accepted ? 'leads.receipt.tradeIn.body' : 'leads.receipt.tradeInEnquiry.body'), lead.message ?? ''].filter(Boolean), ...common };
  }
  // A finance request (§2 finance pages): nothing was checked or approved, and the finance team will call.
  if (financeKindOf(lead)) return { subject: t('leads.receipt.finance.subject'), body: t('leads.receipt.finance.body'), ...common };
  return { subject: t('leads.confirmation.subject'), body: t('leads.confirmation.body'), ...common };
}

/** The two emails about a reservation's deposit after it was held (README "Accounts, the watchlist, reservations and buying online"). */
export type DepositEmail = 'deposit-taken-email' | 'deposit-released-email';

/**
 * What the shopper is told when the dealer takes the deposit, or when it is released (by the
 * dealer or because the 48-hour hold lapsed). A car sold since is named generically.
 */
export async function depositEmailTexts(kind: DepositEmail, reservation: Pick<Reservation, 'carId' | 'amountCents'>, site: LoadedSite): Promise<ShopperConfirmationTexts> {
  const { locale, config } = site;
  const t = locale.t;
  const car = await listedCar(config, reservation.carId);
  const values = { amount: locale.formatPrice(reservation.amountCents / 100), car: car ? carTitle(car) : 'car' };
  const key = kind === 'deposit-taken-email' ? 'taken' : 'released';
  return {
    subject: t(`leads.deposit.${key}.subject`),
    body: t(`leads.deposit.${key}.body`, values),
    greeting: t('leads.confirmation.greeting'),
    signOff: t('leads.confirmation.signOff'),
  };
}

/** The two emails about an online order after it was placed (README "Accounts, the watchlist, reservations and buying online"): handed over, and taken back. */
export type OrderEmail = 'order-delivered-email' | 'order-returned-email';

/**
 * What the shopper is told when the car is handed over (the 14-day return has started: its last day
 * on the dealer's calendar, and the terms) and when the return is accepted (the refund, to the cent).
 */
export async function orderEmailTexts(kind: OrderEmail, order: Pick<Order, 'carId' | 'deliveredAt' | 'refundCents'>, site: LoadedSite): Promise<ShopperConfirmationTexts> {
  const { locale, config } = site;
  const t = locale.t;
  const car = await listedCar(config, order.carId);
  const common = { greeting: t('leads.confirmation.greeting'), signOff: t('leads.confirmation.signOff') };
  const title = car ? carTitle(car) : 'car';
  if (kind === 'order-delivered-email') {
    const deadline = order.deliveredAt ? locale.formatDateIn(returnDeadline(order.deliveredAt), siteTimeZone(config)) : '';
    return {
      subject: t('leads.order.delivered.subject'),
      body: [
        t('leads.order.delivered.body', { car: title, date: deadline }),
        t('journey.returns.how', { days: RETURN_DAYS }),
        [t('journey.returns.km', { km: RETURN_MAX_KM }), t('journey.returns.fuel'), t('journey.returns.keys'), t('journey.returns.owing')].join(' '),
      ],
      ...common,
    };
  }
  return {
    subject: t('leads.order.returned.subject'),
    body: t('leads.order.returned.body', { car: title, refund: formatCents(order.refundCents ?? 0, locale.locale, locale.currency) }),
    ...common,
  };
}
