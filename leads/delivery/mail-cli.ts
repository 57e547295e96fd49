// `npm start` runs this beside the lake and the web app: the local mail server every lead email
// goes to in development (README "Lead delivery"). Each message is kept as an .eml file in
// MAIL_DIR, and the platform host's /inbox lists them. Loopback only (MAIL_HOST picks the loopback
// address, default 127.0.0.1; any other is refused); production sends through a real SMTP server
// (SMTP_URL).
import { resolve } from 'node:path';
import { startLocalMailServer } from './mail-server';

const port = Number(process.env.MAIL_PORT ?? 2525);
const folder = resolve(process.env.MAIL_DIR ?? '.data/mail');
const host = process.env.MAIL_HOST || '127.0.0.1';
const server = await startLocalMailServer({ port, host, folder });
console.log(`local mail server on smtp://${host.includes(':') ? `[${host}]` : host}:${server.port} (loopback only), keeping messages in ${folder}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
