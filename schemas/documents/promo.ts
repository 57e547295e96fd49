import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { z } from 'zod';
import { siteField } from './site-field';
import { documentComplianceValidation } from '../validation/compliance';
import { promoWindow } from '../validation/promo-window';
import { hrefSchema } from './href';
import { linkValidation } from './link';

/** §3 Promo node: a card placed among search results inside its date window (§4). */
export const promoType = defineType({
  name: 'promo',
  type: 'document',
  title: 'Promo card',
  fields: [
    siteField,
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required().error('Title is required.') }),
    defineField({ name: 'text', type: 'text', title: 'Text' }),
    defineField({ name: 'label', type: 'string', title: 'Button label', validation: (rule) => rule.required().error('Button label is required.') }),
    defineField({ name: 'href', type: 'string', title: 'Link', validation: (rule) => [rule.required().error('Link is required.'), linkValidation(rule)] }),
    defineField({ name: 'start', type: 'datetime', title: 'Start', description: 'Shown from this moment…', validation: (rule) => rule.required().error('Start is required.') }),
    defineField({ name: 'expiry', type: 'datetime', title: 'Expiry', description: '…until this one (must be after the start).', validation: (rule) => [rule.required().error('Expiry is required.'), rule.custom(promoWindow).error()] }),
    defineField({ name: 'position', type: 'number', title: 'Rotation order', description: 'Lower numbers are placed first.', initialValue: 0 }),
    defineField({ name: 'display', type: 'array', title: 'Show for', of: [defineArrayMember({ type: 'string' })], options: { list: ['new', 'demo', 'used'] }, description: 'Car types this promo suits; empty means all.' }),
    defineField({ name: 'strictDisplay', type: 'boolean', title: 'Only when the search is limited to these car types', initialValue: false }),
  ],
  preview: { select: { title: 'title', subtitle: 'start' } },
  validation: documentComplianceValidation,
});

export const promoSchema = z
  .object({
    _id: z.string(),
    title: z.string().min(1),
    text: z.string().nullish(),
    label: z.string().min(1),
    href: hrefSchema,
    start: z.iso.datetime({ offset: true }),
    expiry: z.iso.datetime({ offset: true }),
    position: z.number().nullish().transform((value) => value ?? 0),
    display: z.array(z.enum(['new', 'demo', 'used'])).nullish().catch(null).transform((value) => value ?? []),
    strictDisplay: z.boolean().nullish().transform((value) => value ?? false),
  })
  .refine((promo) => Date.parse(promo.start) < Date.parse(promo.expiry), 'The start must be before the expiry');

export type Promo = z.infer<typeof promoSchema>;

/** The GROQ projection of a promo document that `promoSchema` reads. */
export const promoProjection = `_id, title, text, label, href, start, expiry, position, display, strictDisplay`;

/** Promos from editors: an invalid one is dropped (and reported), never breaking the search page. */
export function parsePromos(values: unknown): { promos: Promo[]; problems: string[] } {
  const promos: Promo[] = [];
  const problems: string[] = [];
  for (const value of Array.isArray(values) ? values : []) {
    const parsed = promoSchema.safeParse(value);
    if (parsed.success) promos.push(parsed.data);
    else problems.push(`${(value as { _id?: string })?._id ?? '?'}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { promos, problems };
}
