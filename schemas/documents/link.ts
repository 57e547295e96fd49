import type { ValidationBuilderLike } from '../define';
import { linkTarget } from '../validation/link-target';

/** Every link field's validation: the target must exist (schemas/validation/link-target.ts). */
export const linkValidation: ValidationBuilderLike = (rule) => rule.custom(linkTarget).error();

export const linkFields = [
  { name: 'label', type: 'string', title: 'Label', required: true },
  { name: 'href', type: 'string', title: 'Link', description: 'A path on this site such as /special-offers, or a full URL.', required: true, validation: linkValidation },
] as const;
