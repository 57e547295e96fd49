import { financeRoute } from '@/finance/finance-route';

/** Reads the query (car_id, the §2 finance link) and the session (§6 gating): rendered per request. */
export const dynamic = 'force-dynamic';

/**
 * §2 /personalised/finance?car_id=: a finance page for one car, used when the car has a valuation
 * code (has_nvic) and the site's regional flag (features.personalisedFinance) is on. Elsewhere a
 * 404; a car the site does not list, a 404; a car without a valuation code, or no car_id, a redirect to the
 * site's /finance form with the same link values (web/finance/finance-page.ts).
 */
const route = financeRoute('personalised/finance');
export const generateMetadata = route.generateMetadata;
export default route.Page;
