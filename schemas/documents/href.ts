import { z } from 'zod';

/**
 * An internal path ("/special-offers", "/pages/book-a-service") or an absolute http(s)/tel/mailto
 * URL. Anything else (javascript:, relative paths without a slash) is rejected. Its own module
 * because both the link fields and the link-target validator need it.
 */
export const hrefSchema = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|tel:[+\d][\d\s()-]*|mailto:[^\s]+)$/, 'Use a path starting with / or a full URL');
