import { z } from 'zod';
import { paymentMethodIds, paymentMethods } from './payment-methods';

export const paymentStripDataSchema = z.object({
  methods: z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((ids) => {
      const wanted = (ids ?? []).filter((id): id is (typeof paymentMethodIds)[number] => paymentMethodIds.includes(id as never));
      // Empty means "all": the spec's full list, in its order.
      return paymentMethods.filter((method) => wanted.length === 0 || wanted.includes(method.id));
    }),
});

export type PaymentStripData = z.infer<typeof paymentStripDataSchema>;
export const paymentStripProjection = `methods`;
