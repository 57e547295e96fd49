import { listenForNotices, sendNotice, type Database, type NoticeListener } from '@dealer/db';

/** The database channel on which an instance tells the others to re-read the redirects (README "Redirects"). */
export const REDIRECTS_CHANNEL = 'dealer_redirects_changed';

/**
 * Across instances (README "Redirects", "Running many instances"): each instance's table is its
 * own, so the one the content webhook reached tells the others on PostgreSQL's LISTEN/NOTIFY, as
 * the stock change notices do. `reread` runs for every other instance's notice, and after a lost
 * notice connection came back (notices may have been missed); never for this instance's own.
 */
export function followRedirectNotices(db: Database, instanceId: string, reread: (why: string) => void): Promise<NoticeListener> {
  return listenForNotices(db, REDIRECTS_CHANNEL, {
    onNotice: (origin) => {
      if (origin !== instanceId) reread("after another instance's notice");
    },
    onReconnect: () => reread('after the notice connection came back'),
    onFault: (error) => console.error(`[redirects] notice connection: ${error.message}; reconnecting`),
  });
}

/** Tells every other instance that the redirects changed. */
export function announceRedirectChange(db: Database, instanceId: string): Promise<void> {
  return sendNotice(db, REDIRECTS_CHANNEL, instanceId);
}
