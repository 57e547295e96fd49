import type { Metadata } from 'next';
import { FinancePage, financePageTitle } from './FinancePage';
import { loadFinancePage, type FinancePageName, type FinanceQuery } from './finance-page';

/** What Next hands a site page: the site's slug and the query (the §2 finance link's values). */
export interface FinanceRouteProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<FinanceQuery>;
}

/**
 * The page and metadata of one finance route (§2), so each route's page.tsx is the route's name
 * and nothing else. Rendered per request: it reads the link's query and, where the site gates
 * finance, the session.
 */
export function financeRoute(page: FinancePageName) {
  return {
    async generateMetadata({ params, searchParams }: FinanceRouteProps): Promise<Metadata> {
      const loaded = await loadFinancePage((await params).site, page, await searchParams);
      // A shopper's own page (the car and the budget in the query): not for search engines.
      return { title: financePageTitle(loaded), robots: { index: false, follow: true } };
    },
    async Page({ params, searchParams }: FinanceRouteProps) {
      const loaded = await loadFinancePage((await params).site, page, await searchParams);
      return <FinancePage {...loaded} />;
    },
  };
}
