import { z } from 'zod';

/**
 * An internal path ("/special-offers", "/pages/book-a-service") or an absolute http(s)/tel/mailto
 * URL. Anything else (javascript:, relative paths without a slash) is rejected.
 */
export const hrefSchema = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|tel:[+\d][\d\s()-]*|mailto:[^\s]+)$/, 'Use a path starting with / or a full URL');

export const linkFields = [
  { name: 'label', type: 'string', title: 'Label', required: true },
  { name: 'href', type: 'string', title: 'Link', description: 'A path on this site such as /special-offers, or a full URL.', required: true },
] as const;
