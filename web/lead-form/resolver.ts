import type { LeadFormMessages, LeadFormValues, PostcodeMarket } from '@dealer/leads';
import type { Resolver } from 'react-hook-form';
import type { LeadFormInput } from './LeadFormFields';

export type LeadFormResolver = Resolver<LeadFormInput, unknown, LeadFormValues>;

/**
 * react-hook-form's resolver for a form that is the §3 lead form alone (the trade-in offer's
 * acceptance), with the schema POST /api/trade-in/{id}/accept parses with
 * (`createLeadFormSchema`, leads/contract/lead-form.ts), loaded on the first validation rather than
 * with the page, as the enquiry form's is (README "Page speed": zod is most of a form's weight).
 * A form with more fields builds its own resolver from a schema that extends the lead form's.
 */
export function leadFormResolver(market: PostcodeMarket, messages: LeadFormMessages): LeadFormResolver {
  let loaded: Promise<LeadFormResolver> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@dealer/leads'), import('@hookform/resolvers/zod')]).then(
      ([{ createLeadFormSchema }, { zodResolver }]) => zodResolver(createLeadFormSchema(market, messages)) as LeadFormResolver,
    );
    return (await loaded)(values, context, options);
  };
}
