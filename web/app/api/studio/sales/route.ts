import type { SalesJson, SalesOrder, SalesReservation } from '@dealer/leads';
import { placedOrdersForSite, reservationsForSite, returnDeadline, type Order, type Reservation } from '@dealer/leads/server';
import { carTitle, type Car } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { loadSite } from '@/server/content/site';
import { carsById } from '@/server/stock/cars-by-id';
import { database } from '@/server/db/database';
import { problem } from '@/server/http/problem';
import { studioPreflight, studioRoute } from '@/server/studio-api';

const money = (cents: number | null, locale: LocaleFormatter) => (cents === null ? null : locale.formatPrice(cents / 100));
const iso = (date: Date | null) => date?.toISOString() ?? null;

function reservationRow(reservation: Reservation, cars: Map<string, Car>, locale: LocaleFormatter): SalesReservation {
  const car = cars.get(reservation.carId);
  return {
    id: reservation.id, carId: reservation.carId, carTitle: car ? carTitle(car) : null,
    name: reservation.name, email: reservation.email, phone: reservation.phone,
    amount: money(reservation.amountCents, locale), status: reservation.status,
    holdExpiresAt: iso(reservation.holdExpiresAt), createdAt: reservation.createdAt.toISOString(),
  };
}

function orderRow(order: Order, cars: Map<string, Car>, locale: LocaleFormatter): SalesOrder {
  const car = cars.get(order.carId);
  const { buyer, handover, payment } = order.steps;
  return {
    id: order.id, carId: order.carId, carTitle: car ? carTitle(car) : null, status: order.status,
    buyer: buyer ? { name: buyer.name, email: buyer.email, phone: buyer.phone } : null,
    total: money(order.priceCents, locale),
    handover: handover ? { kind: handover.kind, date: handover.date, ...(handover.address ? { address: handover.address } : {}) } : null,
    payment: payment?.method ?? null,
    placedAt: iso(order.placedAt), deliveredAt: iso(order.deliveredAt), deliveryOdometerKm: order.deliveryOdometerKm,
    returnDeadline: order.deliveredAt ? returnDeadline(order.deliveredAt).toISOString() : null,
    returnAppointment: order.returnAppointment, refund: money(order.refundCents, locale), createdAt: order.createdAt.toISOString(),
  };
}

/**
 * GET /api/studio/sales (the Studio's Sales tool, §9 deposit, §4 used-car return flow): this site's
 * reservations and placed orders, newest first, with the car's title and the shopper's details, for
 * the dealer to take or release a deposit, hand a car over and inspect a return. Only for a Studio
 * user of this site.
 */
// Not siteRoute: the caller is a Studio user, not a shopper (see studioRoute).
export const GET = studioRoute({}, async ({ site: slug }) => {
  const site = await loadSite(slug, false);
  if (!site) return problem(404, 'No such site.');
  const { db } = await database();
  const [reservations, orders] = await Promise.all([reservationsForSite(db, slug), placedOrdersForSite(db, slug)]);
  const cars = await carsById(site.config, [...reservations.map((row) => row.carId), ...orders.map((row) => row.carId)]);
  return Response.json({
    site: slug,
    reservations: reservations.map((row) => reservationRow(row, cars, site.locale)),
    orders: orders.map((row) => orderRow(row, cars, site.locale)),
  } satisfies SalesJson);
});

export const OPTIONS = studioPreflight;
