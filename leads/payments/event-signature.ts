import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payment events are signed the way Stripe signs its webhooks, so one verifier serves Stripe and
 * the embedded test gateway: the header `Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA256 of
 * "{t}.{raw body}" with the endpoint's secret}`. A timestamp older (or newer) than the tolerance is
 * refused, so a captured event cannot be replayed later; each event id is applied once besides.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPaymentEvent(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyPaymentEventSignature(secret: string, header: string | null, body: string, now: Date, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  if (!header) return { ok: false, reason: 'No Stripe-Signature header.' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return { ok: false, reason: 'The Stripe-Signature header has no timestamp or no v1 signature.' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: `The event's timestamp is more than ${toleranceSeconds} seconds from now: refused as a possible replay.` };
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'The signature does not match this endpoint\'s secret.' };
}
