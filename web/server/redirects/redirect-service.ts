import 'server-only';
import { randomUUID } from 'node:crypto';
import { contentClient } from '../content/client';
import { database } from '../db/database';
import { currentRedirectTable, findSiteRedirect, installRedirectTable, settleFirstRedirectLoad, type RedirectAnswer } from '../http/redirect-table.mts';
import { processSingleton } from '../process-singleton';
import { announceRedirectChange, followRedirectNotices } from './redirect-notices';
import { allRedirectsQuery, redirectTableFromRows } from './redirect-rows';

/** How soon a failed first load is tried again (the content store may start after the web app). */
const RETRY_MS = 30_000;

export interface RedirectService {
  /** Re-reads every published redirect into this process's table. */
  reload(): Promise<void>;
  /** A redirect changed (the content webhook): re-read here, and tell the other instances. */
  changed(): Promise<void>;
}

/**
 * This process's redirect table (redirect-table.mts), loaded when Next starts (instrumentation.ts),
 * re-read when the content webhook reports a changed redirect, and when another instance sends a
 * notice (redirect-notices.ts).
 */
export const redirectService = processSingleton<RedirectService>('redirects', async () => {
  const instanceId = randomUUID();
  let retry: NodeJS.Timeout | null = null;

  async function reload(): Promise<void> {
    const rows = await contentClient().fetch<unknown[]>(allRedirectsQuery);
    const { table, count, skipped } = redirectTableFromRows(rows);
    installRedirectTable(table);
    for (const line of skipped) console.warn(`[redirects] left out ${line}`);
    console.log(`[redirects] answering ${count} redirects`);
  }

  function reloadLogged(why: string) {
    // Loaded or not, the front door stops holding requests for the first table.
    reload().finally(settleFirstRedirectLoad).catch((error: unknown) => {
      console.error(`[redirects] could not read the redirects ${why} (the last table stays):`, error);
      if (!currentRedirectTable() && !retry) {
        retry = setTimeout(() => {
          retry = null;
          reloadLogged('on retry');
        }, RETRY_MS);
        retry.unref();
      }
    });
  }

  const { db } = await database().catch((error: unknown) => {
    settleFirstRedirectLoad();
    throw error;
  });
  await followRedirectNotices(db, instanceId, reloadLogged);
  reloadLogged('at start');

  return {
    reload,
    async changed() {
      await reload();
      await announceRedirectChange(db, instanceId);
    },
  };
});

/**
 * The redirect for a path of a site, for a page's not-found path under `next dev`, which has no
 * front door (README "Redirects"); under `npm start` the front door answered it already.
 */
export async function redirectForMissingPage(site: string, path: string): Promise<RedirectAnswer | null> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null;
  // A 404 stays a 404 when the table cannot be had (no database), never a 500.
  if (!(await redirectService().then(() => true, () => false))) return null;
  const table = currentRedirectTable();
  return table ? findSiteRedirect(table, site, path) : null;
}
