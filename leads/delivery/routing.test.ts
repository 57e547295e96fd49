import { describe, expect, it } from 'vitest';
import { dealerLeadAddress, deliveryChannelsFor } from './routing';

const site = (leadDelivery: { dealerEmail?: string; crmWebhookUrl?: string; shopperConfirmation: boolean }) => ({ slug: 'riverside-kia', leadDelivery });

describe('which channels a lead goes through (README "Lead delivery")', () => {
  it.each([
    ['the dealer always; the shopper when confirmations are on and they gave an email', { shopperConfirmation: true }, 'jo@example.com', ['dealer-email', 'shopper-email']],
    ['no confirmation without an email', { shopperConfirmation: true }, null, ['dealer-email']],
    ['no confirmation when the site sends none', { shopperConfirmation: false }, 'jo@example.com', ['dealer-email']],
    ['the CRM webhook when the site has one', { shopperConfirmation: false, crmWebhookUrl: 'https://crm.example/leads' }, 'jo@example.com', ['dealer-email', 'crm-webhook']],
  ])('%s', (_name, config, email, channels) => {
    expect(deliveryChannelsFor(site(config), { email })).toEqual(channels);
  });

  it('the dealer inbox is the configured address, else the local demo inbox of the site', () => {
    expect(dealerLeadAddress(site({ shopperConfirmation: true, dealerEmail: 'sales@dealer.example' }))).toBe('sales@dealer.example');
    expect(dealerLeadAddress(site({ shopperConfirmation: true }))).toBe('leads@riverside-kia.localhost');
  });
});
