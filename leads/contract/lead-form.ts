import { z } from 'zod';
import { zodWithoutEvalInBrowser } from '@dealer/stock';
import type { MessageKey } from '@dealer/tenants';
import { isPhoneNumber } from './enquiry-rules';
import { isPostcode, normalisePostcode, type PostcodeMarket } from './postcode';

zodWithoutEvalInBrowser(); // the trade-in's lead form validates with this schema in the browser

/**
 * §3 "Lead form fields" (first name `name`, `last_name`, `postcode`, `phone` as a mobile, `email`)
 * with the §5 postcode rule and §5's optional opt-in (default on): the form a shopper fills to
 * accept a trade-in offer (§7 offer acceptance), parsed in the browser and again by the API.
 * Whether the postcode exists is the server's lookup (§8 'Invalid postcode').
 */
export const leadFormMessageKeys = {
  name: 'enquiry.error.name',
  lastName: 'leadForm.error.lastName',
  email: 'enquiry.error.email',
  phone: 'enquiry.error.phone',
  postcode: 'postcode.error.format',
  tooLong: 'enquiry.error.tooLong',
} as const satisfies Record<string, MessageKey>;
export type LeadFormMessages = Record<keyof typeof leadFormMessageKeys, string>;

/** The locale's messages for the lead form's fields, as plain strings. */
export function leadFormMessages(t: (key: MessageKey) => string): LeadFormMessages {
  return Object.fromEntries(Object.entries(leadFormMessageKeys).map(([field, key]) => [field, t(key)])) as LeadFormMessages;
}

export function createLeadFormSchema(market: PostcodeMarket, messages: LeadFormMessages) {
  // A missing field reads as empty (prefault), so every problem is listed at once.
  const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, messages.tooLong).prefault('');
  return z.object({
    name: required(messages.name),
    last_name: required(messages.lastName),
    postcode: z.string({ error: messages.postcode }).transform(normalisePostcode).refine((value) => isPostcode(market, value), messages.postcode).prefault(''),
    phone: z.string({ error: messages.phone }).trim().max(30, messages.phone).refine(isPhoneNumber, messages.phone).prefault(''),
    email: z.string({ error: messages.email }).trim().max(254, messages.tooLong).pipe(z.email(messages.email)).prefault(''),
    /** §5: opt-in optional, default on. */
    opt_in: z.boolean().default(true),
  });
}
export type LeadFormValues = z.output<ReturnType<typeof createLeadFormSchema>>;
