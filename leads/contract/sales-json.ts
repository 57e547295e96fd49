import { z } from 'zod';
import { ORDER_STATUSES, RESERVATION_STATUSES } from './statuses';

const instant = z.iso.datetime({ offset: true });

/**
 * What `GET /api/studio/sales` answers the Studio's Sales tool: this site's reservations and
 * placed orders, newest first, with the car's title and the shopper's details. Written by the web
 * route and parsed by the Studio with this schema. Instants are ISO strings, days (a handover, a
 * return appointment) YYYY-MM-DD, money already formatted in the site's currency ("$200").
 */
export const salesReservationSchema = z.object({
  id: z.string(),
  carId: z.string(),
  carTitle: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  amount: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  holdExpiresAt: instant.nullable(),
  createdAt: instant,
});
export type SalesReservation = z.infer<typeof salesReservationSchema>;

export const salesOrderSchema = z.object({
  id: z.string(),
  carId: z.string(),
  carTitle: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  total: z.string().nullable(),
  handover: z.object({ kind: z.enum(['pickup', 'delivery']), date: z.string(), address: z.string().optional() }).nullable(),
  payment: z.enum(['pay-in-full', 'finance']).nullable(),
  placedAt: instant.nullable(),
  deliveredAt: instant.nullable(),
  deliveryOdometerKm: z.number().nullable(),
  /** The last moment the shopper may give notice of a return, once the car is delivered. */
  returnDeadline: instant.nullable(),
  returnAppointment: z.string().nullable(),
  refund: z.string().nullable(),
  createdAt: instant,
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;

export const salesJsonSchema = z.object({
  site: z.string(),
  reservations: z.array(salesReservationSchema),
  orders: z.array(salesOrderSchema),
});
export type SalesJson = z.infer<typeof salesJsonSchema>;
