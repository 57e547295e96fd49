import type { FinanceApplication, FinanceApplicationInput, FinanceApplicationMessages, FinanceFormRules } from '@dealer/leads';
import type { Resolver } from 'react-hook-form';

export type FinanceResolver = Resolver<FinanceApplicationInput, unknown, FinanceApplication>;

/**
 * react-hook-form's resolver for a finance request, with the schema POST
 * /api/finance-applications parses with (leads/contract/finance-application.ts), loaded on the
 * first validation rather than with the page, as the enquiry form's is (README "Page speed": zod
 * is most of a form's weight).
 */
export function financeResolver(rules: FinanceFormRules, messages: FinanceApplicationMessages): FinanceResolver {
  let loaded: Promise<FinanceResolver> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@dealer/leads/finance-schema'), import('@hookform/resolvers/zod')]).then(
      ([{ createFinanceApplicationSchema }, { zodResolver }]) => zodResolver(createFinanceApplicationSchema(rules, messages)) as FinanceResolver,
    );
    return (await loaded)(values, context, options);
  };
}
