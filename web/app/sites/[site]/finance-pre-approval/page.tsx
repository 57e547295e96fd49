import { financeRoute } from '@/finance/finance-route';

/** Reads the query (the §2 finance link) and the session (§6 gating): rendered per request. */
export const dynamic = 'force-dynamic';

/** §2 /finance-pre-approval, on the sites whose features.financeRoutes name it (404 elsewhere): finance pre-approval: the §3 lead fields, the loan and what a lender needs (web/finance). */
const route = financeRoute('finance-pre-approval');
export const generateMetadata = route.generateMetadata;
export default route.Page;
