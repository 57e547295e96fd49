import type { Delivery, Lead } from './leads-api';

export const channelLabel: Record<Delivery['channel'], string> = {
  'dealer-email': 'Dealer email (ADF)',
  'crm-webhook': 'CRM webhook',
  'shopper-email': 'Shopper confirmation',
  'deposit-taken-email': 'Shopper told: deposit taken',
  'deposit-released-email': 'Shopper told: deposit released',
  'order-delivered-email': 'Shopper told: car handed over',
  'order-returned-email': 'Shopper told: return accepted',
};

export const statusTone: Record<Delivery['status'] | Lead['state'], 'positive' | 'caution' | 'critical' | 'primary'> = {
  delivered: 'positive',
  pending: 'caution',
  sending: 'primary',
  dead: 'critical',
  failed: 'critical',
};

export const statusLabel: Record<Delivery['status'] | Lead['state'], string> = {
  delivered: 'Delivered',
  pending: 'Waiting to send',
  sending: 'Sending',
  dead: 'Gave up',
  failed: 'Not delivered',
};

export const formatTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
