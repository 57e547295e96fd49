import { listMailbox, readMailboxMessage } from '@dealer/leads/server';
import type { Metadata } from 'next';
import { resolve } from 'node:path';
import { dataDir } from '../../../server/paths';
import styles from './inbox.module.css';

export const metadata: Metadata = { title: 'Lead inbox', robots: { index: false } };
/** Reads the mail folder on every request. */
export const dynamic = 'force-dynamic';

/**
 * The local mail server's inbox (issue 13), on the platform host only (never a dealer host): every
 * email the platform sent in development, newest first, so a developer sees the ADF lead a dealer
 * would get and the shopper's confirmation. Production mail goes to real inboxes instead.
 */
export default async function InboxPage() {
  const folder = resolve(process.env.MAIL_DIR ?? `${dataDir}/mail`);
  const entries = await listMailbox(folder, { limit: 50 });
  const messages = await Promise.all(entries.map((entry) => readMailboxMessage(folder, entry.file)));
  return (
    <main className={styles.inbox}>
      <h1 className={styles.title}>Lead inbox</h1>
      <p className={styles.intro}>Emails sent through the local mail server, newest first (kept in {folder}).</p>
      {entries.length === 0 ? (
        <p>No email yet. Send an enquiry on a dealer site and it appears here within seconds.</p>
      ) : (
        <ul className={styles.list} data-testid="inbox">
          {entries.map((entry, index) => (
            <li key={entry.file} className={styles.message}>
              <details>
                <summary>
                  <span className={styles.subject}>{entry.subject || '(no subject)'}</span>
                  <span className={styles.meta}>to {entry.to}{entry.date ? ` · ${entry.date.toISOString()}` : ''}</span>
                </summary>
                <pre className={styles.body}>{messages[index]?.text ?? ''}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
