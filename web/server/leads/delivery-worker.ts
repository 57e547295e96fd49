import 'server-only';
import { hostname } from 'node:os';
import {
  adfLeadFromEnquiry, adfReadableText, buildAdf, createDeliveryWorker, createSmtpSender, createWebhookSender, dealerEmailAbout, dealerLeadAddress, dealerLeadEmail,
  describeVehicle, findEnquiry, findOrder, findReservation, orderIdOfLead, reservationIdOfLead, shopperConfirmationEmail, type DeliverySender, type DeliverySenders, type DeliveryWorker,
  type LeadForDelivery, type ShopperConfirmationTexts,
} from '@dealer/leads/server';
import { carFromSearchRecord, currentPrice, primaryIndexName } from '@dealer/stock';
import { paletteCss } from '../../theme/palettes';
import { loadSite, type LoadedSite } from '../content/site';
import { processSingleton } from '../process-singleton';
import { database } from '../db/database';
import { stockService } from '../stock/service';
import { depositEmailTexts, orderEmailTexts, shopperEmailTexts, type DepositEmail, type OrderEmail } from './shopper-email-texts';
import { smtpTransport } from './smtp-transport';

/**
 * The lead delivery worker of this web process (README "Lead delivery"): it polls the outbox and sends each lead
 * to the dealer (ADF email), the CRM webhook and the shopper. Email goes to SMTP_URL (npm start
 * runs a local mail server that keeps every message under .data/mail); without it, email deliveries
 * fail visibly and are retried, never dropped. LEAD_WORKER=off leaves delivery to another process.
 */
const PROVIDER = { name: 'Dealer Website Platform', url: 'https://localhost' };

/** The lead's car, through the site-scoped search (a car sold since is simply not described). */
async function carFacts(site: Parameters<typeof loadSite>[0], carId: string | null) {
  const loaded = await loadSite(site, false);
  if (!loaded || !carId) return null;
  const { hits } = await (await stockService()).searchOne(loaded.config, { filters: `objectID:${JSON.stringify(carId)}`, hitsPerPage: 1 }, primaryIndexName);
  const car = carFromSearchRecord(hits[0]);
  return car ? { year: car.year, make: car.make, model: car.model, vin: car.vin, stocknum: car.stocknum, price: currentPrice(car), car_type: car.car_type } : null;
}

async function adfFor(lead: LeadForDelivery) {
  const site = await loadSite(lead.site, false);
  if (!site) throw new Error(`unknown site ${lead.site}`);
  const adfLead = adfLeadFromEnquiry(lead, {
    dealer: { name: site.config.name, email: dealerLeadAddress(site.config), phone: site.config.phones.new ?? site.config.phones.used },
    provider: PROVIDER,
    car: await carFacts(lead.site, lead.carId),
    currency: site.locale.currency,
  });
  return { site, adfLead, adf: buildAdf(adfLead) };
}

function senders(): DeliverySenders {
  const transport = smtpTransport();
  const result: DeliverySenders = {};
  if (transport) {
    const smtp = createSmtpSender({ transport, from: '"Dealer website leads" <leads@dealer-platform.localhost>' });
    const dealer: DeliverySender = async (lead) => {
      const { site, adfLead, adf } = await adfFor(lead);
      const sent = await smtp.sendMail(
        dealerLeadEmail({ adf, readable: adfReadableText(adfLead), dealerName: site.config.name, to: dealerLeadAddress(site.config), leadId: lead.id, about: dealerEmailAbout(lead, describeVehicle(adfLead.vehicle)), replyTo: lead.email }),
      );
      return sent.ok ? { ok: true, code: sent.code, messageId: sent.messageId } : { ok: false, code: sent.code, error: sent.error };
    };
    /** An email to the shopper in the site's locale and colours, keyed by the lead and the channel. */
    const toShopper = (channel: 'shopper-email' | DepositEmail | OrderEmail, texts: (lead: LeadForDelivery, site: LoadedSite) => Promise<ShopperConfirmationTexts | null>): DeliverySender => async (lead) => {
      const site = await loadSite(lead.site, false);
      if (!site) return { ok: false, error: `unknown site ${lead.site}`, permanent: true };
      const written = await texts(lead, site);
      if (!written) return { ok: false, error: `lead ${lead.id} has no reservation or order for ${channel}`, permanent: true };
      const brand = /--brand-solid:(#[0-9a-f]{6})/i.exec(paletteCss(site.config.template))?.[1];
      const sent = await smtp.sendMail(
        shopperConfirmationEmail({
          dealerName: site.config.name,
          shopperName: lead.name,
          to: lead.email,
          texts: written,
          brandColour: brand,
          leadId: lead.id,
          channel,
          locale: site.config.locale,
          replyTo: dealerLeadAddress(site.config),
        }),
      );
      return sent.ok ? { ok: true, code: sent.code, messageId: sent.messageId } : { ok: false, code: sent.code, error: sent.error };
    };
    /** The deposit emails read the amount and car from the reservation the lead speaks for. */
    const aboutDeposit = (kind: DepositEmail) => async (lead: LeadForDelivery, site: LoadedSite) => {
      const reservationId = reservationIdOfLead(lead.idempotencyKey);
      const reservation = reservationId ? await findReservation((await database()).db, lead.site, reservationId) : null;
      return reservation ? depositEmailTexts(kind, reservation, site) : null;
    };
    /** The order emails read the car, the handover and the refund from the order the lead speaks for. */
    const aboutOrder = (kind: OrderEmail) => async (lead: LeadForDelivery, site: LoadedSite) => {
      const orderId = orderIdOfLead(lead.idempotencyKey);
      const order = orderId ? await findOrder((await database()).db, lead.site, orderId) : null;
      return order ? orderEmailTexts(kind, order, site) : null;
    };
    result['dealer-email'] = dealer;
    result['shopper-email'] = toShopper('shopper-email', shopperEmailTexts);
    result['deposit-taken-email'] = toShopper('deposit-taken-email', aboutDeposit('deposit-taken-email'));
    result['deposit-released-email'] = toShopper('deposit-released-email', aboutDeposit('deposit-released-email'));
    result['order-delivered-email'] = toShopper('order-delivered-email', aboutOrder('order-delivered-email'));
    result['order-returned-email'] = toShopper('order-returned-email', aboutOrder('order-returned-email'));
  }
  const secret = process.env.LEAD_WEBHOOK_SECRET;
  if (secret) {
    result['crm-webhook'] = async (lead) => {
      const { site, adfLead, adf } = await adfFor(lead);
      if (!site.config.leadDelivery.crmWebhookUrl) return { ok: false, error: 'the site has no CRM webhook any more', permanent: true };
      const sent = await createWebhookSender({ url: site.config.leadDelivery.crmWebhookUrl, secret }).send({ leadId: lead.id, adf, json: adfLead });
      return sent.ok ? { ok: true, code: sent.code } : { ok: false, code: sent.code, error: sent.error };
    };
  }
  return result;
}

export const deliveryWorker = processSingleton('lead-delivery-worker', async (): Promise<DeliveryWorker> => {
  const { db } = await database();
  const worker = createDeliveryWorker({
    db,
    senders: senders(),
    loadLead: (site, id) => findEnquiry(db, site, id),
    workerId: `web-${hostname()}-${process.pid}`,
    log: (message) => console.log(`[leads] ${message}`),
  });
  // No signal handlers here: Next's own exit on SIGTERM must stay in charge of the process. Rows a
  // stopped process was sending are taken again after the lease (at-least-once, keyed by lead id).
  worker.start();
  return worker;
});

/** Runs a batch now rather than at the next poll, so a new lead leaves within a second or two. */
export function wakeDeliveryWorker(): void {
  if (process.env.LEAD_WORKER === 'off') return;
  deliveryWorker()
    .then((worker) => worker.runOnce())
    .catch((error: unknown) => console.error('[leads] delivery worker:', error));
}
