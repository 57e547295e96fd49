import type { EnquiryErrorMessages, EnquiryFormRules, EnquiryInput, EnquiryValues } from '@dealer/leads';
import type { Resolver } from 'react-hook-form';

type EnquiryResolver = Resolver<EnquiryInput, unknown, EnquiryValues>;

/**
 * The form's resolver with the lead schema (and zod) loaded on the first validation, not with the
 * page: zod was about 47 KiB of the 68 KiB a content page sent beyond React and Next (README "Page
 * speed"). The schema is the same one POST /api/enquiries parses with.
 */
export function lazyEnquiryResolver(rules: EnquiryFormRules, messages: EnquiryErrorMessages): EnquiryResolver {
  let loaded: Promise<EnquiryResolver> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@dealer/leads/schema'), import('@hookform/resolvers/zod')]).then(([{ createEnquirySchema }, { zodResolver }]) =>
      zodResolver(createEnquirySchema(rules, messages)),
    );
    return (await loaded)(values, context, options);
  };
}
