import { listMailbox, readMailboxMessage } from '@dealer/leads/server';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { resolve } from 'node:path';
import { clientAddressFrom, isLoopbackAddress } from '@/server/http/client-address.mts';
import styles from './inbox.module.css';

export const metadata: Metadata = { title: 'Lead inbox', robots: { index: false } };
/** Reads the mail folder on every request. */
export const dynamic = 'force-dynamic';

/**
 * The local mail server's inbox (README "Lead delivery"), on the platform host only (never a dealer host): every
 * email the platform sent in development, newest first, so a developer sees the ADF lead a dealer
 * would get and the shopper's confirmation. It exists only where the local mail server runs (npm
 * start sets MAIL_DIR); a deployment that sends through real SMTP has no inbox page at all. It
 * shows sign-in codes, so it answers only a visitor on this machine: the client address serve.mts
 * decided from the socket must be loopback (client-address.mts). The Host header proves nothing.
 */
export default async function InboxPage() {
  if (!process.env.MAIL_DIR || !isLoopbackAddress(clientAddressFrom(await headers()))) notFound();
  const folder = resolve(process.env.MAIL_DIR);
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
