import { defineArrayMember, defineField } from '@sanity/types';
import { z } from 'zod';

/** Portable Text as stored by Sanity: validated loosely, rendered by @portabletext/react. */
export const portableTextSchema = z
  .array(z.looseObject({ _type: z.string(), _key: z.string().optional() }))
  .catch([]);

export type PortableTextValue = z.infer<typeof portableTextSchema>;

/** A Portable Text field: paragraphs, headings, lists and links, as Sanity's block editor writes them. */
export const portableTextField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'block' })],
  });
