import { bodyLabel } from '@dealer/stock';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { islandLocale } from '@dealer/tenants';
import { BudgetSearchClient, type BudgetOption } from './BudgetSearchClient';
import { budgetMessageKeys } from './messages';
import { BODY_SELECTOR_LIMIT, BUDGET_MIN_PRICE, budgetSearchDataSchema, budgetSearchProjection, type BudgetSearchData } from './data';
import { budgetSearchPreview } from './preview';
import { budgetSearchSchema } from './schema';

const priceFilter = `price > ${BUDGET_MIN_PRICE}`;

/** The cheapest car per body option decides the button's 'invalid' state in the browser (§4). */
async function BudgetSearch({ data, context }: { data: BudgetSearchData; context: BlockContext }) {
  const { locale } = context;
  const all = await context.searchStock({ hitsPerPage: 0, filters: priceFilter, facets: ['body', 'price'], maxValuesPerFacet: BODY_SELECTOR_LIMIT });
  const bodies = Object.keys(all.facets?.body ?? {}).slice(0, BODY_SELECTOR_LIMIT);
  const perBody = await Promise.all(
    bodies.map((body) => context.searchStock({ hitsPerPage: 0, filters: `${priceFilter} AND body:${JSON.stringify(body)}`, facets: ['price'] })),
  );
  const options: BudgetOption[] = [
    { body: '', label: locale.t('budget.allBodies'), type: 'Car', minPrice: all.nbHits > 0 ? all.facets_stats?.price?.min ?? null : null },
    ...bodies.map((body, i) => ({ body, label: bodyLabel(body), type: bodyLabel(body), minPrice: perBody[i]!.nbHits > 0 ? perBody[i]!.facets_stats?.price?.min ?? null : null })),
  ];
  return (
    <BudgetSearchClient
      heading={data.heading ?? locale.t('budget.heading')}
      locale={islandLocale(locale, budgetMessageKeys)}
      options={options}
      weekly={data.weeklyRepayment}
      deposit={data.deposit}
      minPrice={BUDGET_MIN_PRICE}
      editAttributes={context.editAttribute ? { weekly: context.editAttribute('weeklyRepayment'), deposit: context.editAttribute('deposit') } : undefined}
    />
  );
}

export const budgetSearchBlock = defineBlock({
  type: 'budgetSearch',
  schema: budgetSearchSchema,
  projection: budgetSearchProjection,
  data: budgetSearchDataSchema,
  preview: budgetSearchPreview,
  Component: BudgetSearch,
});
