import type { Sales } from './sales-api';
import type { Calendar } from './sales-format';

/** What every card needs to act: which site, whose token, the dealer's calendar, and a reload. */
export interface SalesScope {
  site: string;
  /** The Studio user's token, which the web checks with the content store. */
  token: string | undefined;
  calendar: Calendar;
  /** Fetches the list again; the fresh list, or null when that failed (the tool shows why). */
  reload: () => Promise<Sales | null>;
}
