import { financeRoute } from '@/finance/finance-route';

/** Reads the query (the §2 finance link) and the session (§6 gating): rendered per request. */
export const dynamic = 'force-dynamic';

/** §2 /finance-enquiry, on the sites whose features.financeRoutes name it (404 elsewhere): the finance enquiry: the §3 lead fields and the loan (web/finance). */
const route = financeRoute('finance-enquiry');
export const generateMetadata = route.generateMetadata;
export default route.Page;
