import { z } from 'zod';
import type { ValidationBuilderLike } from '../define';
import { linkTarget } from '../validation/link-target';

/**
 * An internal path ("/special-offers", "/pages/book-a-service") or an absolute http(s)/tel/mailto
 * URL. Anything else (javascript:, relative paths without a slash) is rejected.
 */
export const hrefSchema = z
  .string()
  .trim()
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|tel:[+\d][\d\s()-]*|mailto:[^\s]+)$/, 'Use a path starting with / or a full URL');

/**
 * Every link field's validation: the target must exist (schemas/validation/link-target.ts).
 * (A function, not a rule built at import time: link-target.ts imports `hrefSchema` from here.)
 */
export const linkValidation: ValidationBuilderLike = (rule) => rule.custom(linkTarget).error();

export const linkFields = [
  { name: 'label', type: 'string', title: 'Label', required: true },
  { name: 'href', type: 'string', title: 'Link', description: 'A path on this site such as /special-offers, or a full URL.', required: true, validation: linkValidation },
] as const;
