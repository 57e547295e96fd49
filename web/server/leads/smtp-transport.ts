import type { SmtpTransportOptions } from '@dealer/leads/server';

/**
 * The SMTP server of SMTP_URL (`smtp://user:pass@host:port`, or `smtps://` for TLS from the first
 * byte), or null when mail is not configured. npm start runs a local mail server and sets it.
 */
export function smtpTransport(): SmtpTransportOptions | null {
  const raw = process.env.SMTP_URL;
  if (!raw) return null;
  const url = new URL(raw);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  };
}
