import { defineField } from '@sanity/types';
import type { AnyRuleValidation } from '../validation/any-rule-validation';
import { linkTarget } from '../validation/link-target';

/** Every link field's validation: the target must exist (schemas/validation/link-target.ts). */
export const linkValidation: AnyRuleValidation = (rule) => rule.custom(linkTarget).error();

const hrefDescription = 'A path on this site such as /special-offers, or a full URL.';

/** A link that must be filled in: a menu link, a banner's link, a main button. */
export const linkFields = [
  defineField({ name: 'label', type: 'string', title: 'Label', validation: (rule) => rule.required().error('Label is required.') }),
  defineField({
    name: 'href',
    type: 'string',
    title: 'Link',
    description: hrefDescription,
    validation: (rule) => [rule.required().error('Link is required.'), linkValidation(rule)],
  }),
];

/** A link that may be left empty (e.g. a second button); a filled-in target must still exist. */
export const optionalLinkFields = [
  defineField({ name: 'label', type: 'string', title: 'Label' }),
  defineField({ name: 'href', type: 'string', title: 'Link', description: hrefDescription, validation: linkValidation }),
];
