import 'server-only';
import { randomUUID } from 'node:crypto';
import { SIGN_IN_CODE_TTL_MS, createSmtpSender, dealerLeadAddress, shopperConfirmationEmail, type SmtpSender } from '@dealer/leads/server';
import { paletteCss } from '../../theme/palettes';
import type { LoadedSite } from '../content/site';
import { processSingleton } from '../process-singleton';
import { smtpTransport } from '../leads/smtp-transport';

/** One SMTP sender for the process, on the lead delivery's mail channel (SMTP_URL). */
const sender = processSingleton('sign-in-mail', async (): Promise<SmtpSender | null> => {
  const transport = smtpTransport();
  return transport ? createSmtpSender({ transport, from: '"Dealer website accounts" <accounts@dealer-platform.localhost>' }) : null;
});

/**
 * Emails a one-time sign-in code in the site's locale and colours, now: the shopper is waiting on
 * the page, so it is sent in the request rather than queued, and a failure is told at once (the
 * shopper asks again). False when mail is not configured or the server refused it.
 */
export async function sendSignInCode(site: LoadedSite, to: string, code: string): Promise<boolean> {
  const smtp = await sender();
  if (!smtp) {
    console.error('[accounts] SMTP_URL is not set: sign-in codes cannot be sent');
    return false;
  }
  const { config, locale } = site;
  const values = { dealer: config.name, code, minutes: SIGN_IN_CODE_TTL_MS / 60_000 };
  const email = shopperConfirmationEmail({
    dealerName: config.name,
    shopperName: '',
    to,
    texts: {
      subject: locale.t('account.codeEmail.subject', values),
      greeting: locale.t('account.codeEmail.greeting', values),
      body: locale.t('account.codeEmail.body', values),
      signOff: locale.t('account.codeEmail.signOff', values),
    },
    brandColour: /--brand-solid:(#[0-9a-f]{6})/i.exec(paletteCss(config.template))?.[1],
    leadId: randomUUID(),
    channel: 'sign-in-code',
    locale: config.locale,
    replyTo: dealerLeadAddress(config),
  });
  const sent = await smtp.sendMail(email);
  if (!sent.ok) console.error(`[accounts] sign-in code to ${config.slug} shopper not sent: ${sent.error}`);
  return sent.ok;
}
