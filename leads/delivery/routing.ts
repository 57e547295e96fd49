import type { SiteConfig } from '@dealer/tenants';
import type { DeliveryChannel } from './outbox';

/**
 * Which channels a new lead goes through (README "Lead delivery"): always the dealer's ADF email;
 * the CRM webhook when the site has one; the shopper's confirmation when the site sends them and
 * the shopper gave an email address.
 */
export function deliveryChannelsFor(site: Pick<SiteConfig, 'leadDelivery'>, lead: { email?: string | null }): DeliveryChannel[] {
  return [
    'dealer-email',
    ...(site.leadDelivery.crmWebhookUrl ? (['crm-webhook'] as const) : []),
    ...(site.leadDelivery.shopperConfirmation && lead.email ? (['shopper-email'] as const) : []),
  ];
}

/** The dealer's lead inbox: the configured address, or the local mail server's inbox for the site. */
export function dealerLeadAddress(site: Pick<SiteConfig, 'slug' | 'leadDelivery'>): string {
  return site.leadDelivery.dealerEmail ?? `leads@${site.slug}.localhost`;
}
