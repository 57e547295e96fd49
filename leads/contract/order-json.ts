import { z } from 'zod';
import { buyerStepSchema, handoverStepSchema, paymentStepSchema, tradeInStepSchema } from '../orders/journey';
import { ORDER_STATUSES } from './statuses';

const instant = z.iso.datetime({ offset: true }).nullable();

/**
 * An order as the order API answers it (`{order}` from GET, POST and PUT /api/orders...): the one
 * wire shape, written by the server and parsed by the browser with this schema, so neither side
 * checks it by hand. Instants are ISO strings, the return appointment a YYYY-MM-DD day.
 */
export const orderJsonSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  carId: z.string(),
  /** Each saved step, as its own schema took it. */
  steps: z.object({
    buyer: buyerStepSchema.optional(),
    tradeIn: tradeInStepSchema.optional(),
    payment: paymentStepSchema.optional(),
    handover: handoverStepSchema.optional(),
  }),
  priceCents: z.number().int().nullable(),
  placedAt: instant,
  deliveredAt: instant,
  deliveryOdometerKm: z.number().nullable(),
  /** The last moment the shopper may give notice of a return, once the car is delivered. */
  returnDeadline: instant,
  returnAppointment: z.string().nullable(),
  refundCents: z.number().int().nullable(),
});
export type OrderJson = z.infer<typeof orderJsonSchema>;

/** The order in an answer's body (`{order}`), or null when the answer has none or it is malformed. */
export function orderFromAnswer(body: unknown): OrderJson | null {
  const parsed = z.object({ order: orderJsonSchema }).safeParse(body);
  return parsed.success ? parsed.data.order : null;
}
