import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The email channels (dealer ADF email, shopper confirmation) over SMTP with nodemailer. Every
 * message's Message-ID is `<{lead id}.{channel}@{domain}>`, the same on every retry, so a
 * receiver can drop repeats of an at-least-once delivery.
 */

export interface SmtpTransportOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
  auth?: { user: string; pass: string };
  requireTLS?: boolean;
  /** Milliseconds; defaults 10 s, 10 s and 30 s (nodemailer's own are minutes). */
  connectionTimeout?: number;
  greetingTimeout?: number;
  socketTimeout?: number;
}

export interface SmtpSenderOptions {
  /** Connection options, or a ready nodemailer transporter (then the caller closes it). */
  transport: SmtpTransportOptions | Transporter;
  /** The From address, e.g. `"Riverside Kia leads" <leads@example.com>`. */
  from: string;
  /** The Message-ID domain; defaults to the From address's domain. */
  messageIdDomain?: string;
}

export interface LeadEmail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The idempotency key `{lead id}.{channel}` (see leadMessageKey), or a full `<id@domain>`. */
  messageId: string;
  headers?: Record<string, string>;
}

export type SendMailResult =
  | { ok: true; code: '250'; messageId: string; response?: string }
  | { ok: false; code?: string; error: string; messageId: string; response?: string };

export interface SmtpSender {
  /** Sends one message; never throws: failures come back as `{ ok: false }`. */
  sendMail(message: LeadEmail): Promise<SendMailResult>;
  /** Closes the connections of a transport this sender created. */
  close(): void;
}

/** The Message-ID key of a lead's send on one channel: the same on every retry. */
export function leadMessageKey(leadId: string, channel: string): string {
  return `${leadId}.${channel}`;
}

function domainOf(from: string): string | undefined {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1];
}

/** `<key@domain>`, keeping only characters a Message-ID's left part may hold. */
export function formatMessageId(key: string, domain: string): string {
  if (/^<[^<>\s@]+@[^<>\s@]+>$/.test(key)) return key;
  const left = key.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '_').replace(/^\.+|\.+$/g, '') || 'message';
  const right = domain.replace(/[^A-Za-z0-9.-]/g, '') || 'localhost';
  return `<${left}@${right}>`;
}

/** One line, so a subject can never add a header. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function isTransporter(value: SmtpSenderOptions['transport']): value is Transporter {
  return typeof (value as Transporter).sendMail === 'function';
}

export function createSmtpSender(options: SmtpSenderOptions): SmtpSender {
  const owned = !isTransporter(options.transport);
  const transporter: Transporter = isTransporter(options.transport)
    ? options.transport
    : nodemailer.createTransport({
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        ...options.transport,
      });
  const domain = options.messageIdDomain ?? domainOf(options.from) ?? 'localhost';

  return {
    async sendMail(message) {
      const messageId = formatMessageId(message.messageId, domain);
      try {
        const info = (await transporter.sendMail({
          from: options.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: oneLine(message.subject),
          text: message.text,
          html: message.html,
          messageId,
          headers: message.headers,
        })) as { response?: unknown };
        const response = typeof info.response === 'string' ? info.response : undefined;
        return { ok: true, code: '250', messageId, response };
      } catch (error) {
        const failure = (error ?? {}) as { responseCode?: unknown; code?: unknown; response?: unknown; message?: unknown };
        const code = typeof failure.responseCode === 'number' ? String(failure.responseCode) : typeof failure.code === 'string' ? failure.code : undefined;
        return {
          ok: false,
          code,
          error: typeof failure.message === 'string' && failure.message ? failure.message : String(error),
          messageId,
          response: typeof failure.response === 'string' ? failure.response : undefined,
        };
      }
    },
    close() {
      if (owned) transporter.close();
    },
  };
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
}

export interface DealerLeadEmailInput {
  /** The ADF document (buildAdf): the whole plain-text body. */
  adf: string;
  /** The readable copy (adfReadableText): the HTML alternative staff see in a mail client. */
  readable: string;
  dealerName: string;
  to: string | string[];
  leadId: string;
  /** What the lead is about: the car ("2021 Kia Sportage") or the enquiry category. */
  about?: string;
  /** The shopper's email, so staff can answer with Reply. */
  replyTo?: string;
  channel?: string;
}

/**
 * The dealer's lead email. ADF readers take the text/plain part as the document, so it holds the
 * ADF and nothing else; mail clients show the HTML alternative, the readable copy.
 */
export function dealerLeadEmail(input: DealerLeadEmailInput): LeadEmail {
  const about = input.about ? oneLine(input.about) : '';
  return {
    to: input.to,
    subject: `New website lead for ${oneLine(input.dealerName)}${about ? `: ${about}` : ''}`,
    text: input.adf,
    html: `<!doctype html><html><body><pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(input.readable)}</pre></body></html>`,
    replyTo: input.replyTo,
    messageId: leadMessageKey(input.leadId, input.channel ?? 'dealer-email'),
  };
}

export interface ShopperConfirmationTexts {
  subject: string;
  greeting: string;
  /** Paragraphs of the body. */
  body: string | string[];
  signOff: string;
}

export interface ShopperConfirmationInput {
  dealerName: string;
  shopperName: string;
  to: string;
  /** Texts from the site's locale; `{name}` and `{dealer}` are filled in. */
  texts: ShopperConfirmationTexts;
  /** The site's brand colour, a CSS hex colour; anything else falls back to a neutral one. */
  brandColour?: string;
  leadId: string;
  /** The locale, for the HTML lang attribute (en-AU default). */
  locale?: string;
  /** The dealership's address, so the shopper's reply reaches people. */
  replyTo?: string;
  channel?: string;
}

/** The shopper's confirmation email, in the site's words and colour. */
export function shopperConfirmationEmail(input: ShopperConfirmationInput): LeadEmail {
  const fill = (template: string) => template.replace(/\{(name|dealer)\}/g, (_match, key: string) => (key === 'name' ? input.shopperName : input.dealerName).trim());
  const paragraphs = (Array.isArray(input.texts.body) ? input.texts.body : [input.texts.body]).map(fill);
  const greeting = fill(input.texts.greeting);
  const signOff = fill(input.texts.signOff);
  const colour = input.brandColour && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(input.brandColour) ? input.brandColour : '#1f2937';
  const lang = input.locale && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(input.locale) ? input.locale : 'en-AU';
  const html = [
    `<!doctype html><html lang="${lang}"><body style="margin:0;font-family:system-ui,sans-serif;color:#111">`,
    `<div style="background:${colour};color:#fff;padding:16px 24px;font-size:18px;font-weight:600">${escapeHtml(oneLine(input.dealerName))}</div>`,
    `<div style="padding:24px">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(signOff)}</p>`,
    `</div></body></html>`,
  ].join('');
  return {
    to: input.to,
    subject: fill(input.texts.subject),
    text: [greeting, ...paragraphs, signOff].join('\n\n') + '\n',
    html,
    replyTo: input.replyTo,
    messageId: leadMessageKey(input.leadId, input.channel ?? 'shopper-email'),
  };
}
