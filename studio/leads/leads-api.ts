import { problemMessage, readProblem, type TradeInLeadFacts } from '@dealer/leads';
import { webOrigin } from '../config/environment';

/** What GET /api/studio/leads answers (web/app/api/studio/leads): dates arrive as ISO strings. */
export interface DeliveryAttempt {
  id: number;
  at: string;
  outcome: 'delivered' | 'failed';
  code: string | null;
  messageId: string | null;
  detail: string | null;
}

export interface Delivery {
  id: string;
  channel: 'dealer-email' | 'crm-webhook' | 'shopper-email' | 'deposit-taken-email' | 'deposit-released-email' | 'order-delivered-email' | 'order-returned-email';
  status: 'pending' | 'sending' | 'delivered' | 'dead';
  attempts: number;
  nextAttemptAt: string;
  deliveredAt: string | null;
  lastError: string | null;
  history: DeliveryAttempt[];
}

/** The trade-in a lead carries (leads/valuation/lead-extra.ts): strings as stored, one type for both sides. */
export type LeadTradeIn = TradeInLeadFacts;

export interface Lead {
  id: string;
  createdAt: string;
  category: string | null;
  subcategory: string | null;
  name: string;
  email: string;
  phone: string | null;
  carId: string | null;
  /** The form's other values (last name, postcode, Rego, additional services, ...); absent from an older web. */
  extra?: Record<string, string | string[]>;
  /** The trade-in the lead carries (§3 "Valuation lead"), or null. */
  tradeIn?: LeadTradeIn | null;
  state: 'pending' | 'delivered' | 'failed';
  deliveries: Delivery[];
}

export type LeadFilter = '' | Lead['state'];

/** An answer that was not a success, with the web API's own `detail` when it gave one. */
export class LeadsApiError extends Error {}

async function call<T>(site: string, token: string | undefined, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${await webOrigin(site)}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  }).catch(() => {
    throw new LeadsApiError('The website did not answer. Is it running?');
  });
  // A refusal is problem details (README "Routes and errors"): its `detail` is the sentence to show.
  if (!response.ok) throw new LeadsApiError(problemMessage(await readProblem(response), `The website answered ${response.status}.`));
  return (await response.json().catch(() => null)) as T;
}

export const fetchLeads = (site: string, token: string | undefined, state: LeadFilter) =>
  call<{ leads: Lead[] }>(site, token, `/api/studio/leads?limit=200${state ? `&state=${state}` : ''}`).then((body) => body.leads);

export const resendDelivery = (site: string, token: string | undefined, deliveryId: string) =>
  call<{ message: string }>(site, token, `/api/studio/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: 'POST' }).then((body) => body.message);
