import { definePlugin } from 'sanity';
import { SalesTool } from './SalesTool';

/** A car key, drawn here: @sanity/icons' named exports do not resolve in this Studio build. */
const SalesIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 25 25" fill="none" stroke="currentColor" strokeWidth={1.2} aria-hidden="true">
    <circle cx="8.5" cy="12.5" r="3.5" />
    <path d="M12 12.5h8.5M17.5 12.5v2.5M20 12.5v2" />
    <circle cx="8.5" cy="12.5" r="1" />
  </svg>
);

/** The Sales tool in one site's workspace (§9 deposit, §4 used-car return flow): deposits, handovers and returns. */
export const salesTool = (site: string, siteName: string) =>
  definePlugin({
    name: `sales-${site}`,
    tools: [{ name: 'sales', title: 'Sales', icon: SalesIcon, component: () => <SalesTool site={site} siteName={siteName} /> }],
  })();
