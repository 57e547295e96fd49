import { z } from 'zod';

/**
 * An array from the CMS where each item is checked on its own: an incomplete item (a banner
 * without a link, a FAQ without an answer) is dropped and the rest still render.
 */
export function keepValid<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .catch([])
    .transform((items) =>
      (items ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );
}
