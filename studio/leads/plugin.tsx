import { definePlugin } from 'sanity';
import { LeadsTool } from './LeadsTool';

/** An envelope, drawn here: @sanity/icons' named exports do not resolve in this Studio build. */
const LeadsIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" stroke="currentColor" strokeWidth={1.2} aria-hidden="true">
    <rect x="4.5" y="6.5" width="16" height="12" rx="1" />
    <path d="M5 7.5l7.5 6 7.5-6" />
  </svg>
);

/** The Leads tool in one site's workspace (README "Lead delivery", receipts). */
export const leadsTool = (site: string, siteName: string) =>
  definePlugin({
    name: `leads-${site}`,
    tools: [{ name: 'leads', title: 'Leads', icon: LeadsIcon, component: () => <LeadsTool site={site} siteName={siteName} /> }],
  })();
