import { z } from 'zod';

/** Portable Text as stored by Sanity: validated loosely, rendered by @portabletext/react. */
export const portableTextSchema = z
  .array(z.looseObject({ _type: z.string(), _key: z.string().optional() }))
  .catch([]);

export type PortableTextValue = z.infer<typeof portableTextSchema>;

export const portableTextField = (name: string, title: string) => ({
  name,
  title,
  type: 'array',
  of: [{ type: 'block' }],
});
