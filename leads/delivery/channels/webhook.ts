import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CRM webhook channel: one signed POST per lead.
 *
 * The body is one JSON document, `{ "leadId", "adf", "lead" }`: the ADF XML as a string next to
 * its JSON twin. One request rather than an XML POST plus a JSON POST, so each attempt has one
 * outcome, one signature and one idempotency key, and a receiver never holds half a lead.
 *
 * Headers: `Idempotency-Key: {lead id}` (the same on every retry), `X-Dealer-Timestamp: {unix
 * seconds}`, `X-Dealer-Signature: sha256={hex HMAC-SHA256 of "{timestamp}.{body}"}`. Receivers
 * check them with verifyWebhookSignature, which also refuses stale timestamps (replays).
 */

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** Whole request, body included; default 10 s. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Clock for the timestamp header. */
  now?: () => Date;
}

export interface WebhookLead {
  leadId: string;
  /** The ADF document (buildAdf). */
  adf: string;
  /** The JSON twin: the lead as plain data. */
  json: unknown;
}

export type WebhookResult =
  | { ok: true; code: string; response?: string }
  | { ok: false; code?: string; error: string; response?: string };

export interface WebhookSender {
  /** POSTs one lead; never throws: non-2xx, network errors and timeouts come back as `{ ok: false }`. */
  send(lead: WebhookLead): Promise<WebhookResult>;
}

const RESPONSE_SNIPPET = 500;

/** `sha256={hex HMAC-SHA256 of "{timestamp}.{body}"}`. */
export function signWebhookBody(secret: string, timestamp: number | string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());

  return {
    async send(lead) {
      try {
        const fetchImpl = options.fetch ?? globalThis.fetch;
        const body = JSON.stringify({ leadId: lead.leadId, adf: lead.adf, lead: lead.json });
        const timestamp = Math.floor(now().getTime() / 1000);
        const response = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Idempotency-Key': lead.leadId,
            'X-Dealer-Timestamp': String(timestamp),
            'X-Dealer-Signature': signWebhookBody(options.secret, timestamp, body),
            'User-Agent': 'dealer-platform-leads/1',
          },
          body,
          // A signed lead is never replayed to wherever a redirect points: a 3xx is a failure.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const code = String(response.status);
        // The status is what counts; a body that never ends does not undo a 2xx.
        const text = await response.text().catch(() => undefined);
        const snippet = text?.slice(0, RESPONSE_SNIPPET);
        if (response.status >= 200 && response.status < 300) return { ok: true, code, response: snippet };
        return { ok: false, code, error: `HTTP ${response.status}`, response: snippet };
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          return { ok: false, code: 'ETIMEDOUT', error: `No answer within ${timeoutMs} ms` };
        }
        const cause = (error as { cause?: unknown } | null)?.cause;
        const message = error instanceof Error ? error.message : String(error);
        const detail = cause instanceof Error && cause.message && cause.message !== message ? `${message}: ${cause.message}` : message;
        return { ok: false, code: errorCode(error), error: detail };
      }
    },
  };
}

export interface VerifyWebhookSignatureInput {
  secret: string;
  /** The X-Dealer-Timestamp header (unix seconds). */
  timestamp: string | number | null | undefined;
  /** The raw request body, exactly as received. */
  body: string | Uint8Array;
  /** The X-Dealer-Signature header. */
  signature: string | null | undefined;
  toleranceSeconds?: number;
  /** The receiver's clock (a Date or milliseconds); default now. */
  now?: Date | number;
}

/**
 * True when the signature is ours for this body and timestamp, and the timestamp is within the
 * tolerance. Constant-time on the digest; false (never a throw) for any malformed input.
 */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): boolean {
  try {
    const { secret, timestamp, body, signature, toleranceSeconds = 300 } = input;
    if (typeof secret !== 'string' || secret === '' || typeof signature !== 'string') return false;
    const stamp = typeof timestamp === 'number' ? String(timestamp) : timestamp;
    if (typeof stamp !== 'string' || !/^\d{1,12}$/.test(stamp)) return false;
    const nowMs = input.now === undefined ? Date.now() : typeof input.now === 'number' ? input.now : input.now.getTime();
    if (!Number.isFinite(nowMs) || Math.abs(nowMs / 1000 - Number(stamp)) > toleranceSeconds) return false;
    const match = /^sha256=([0-9a-f]{64})$/i.exec(signature);
    if (!match) return false;
    const given = Buffer.from(match[1]!, 'hex');
    const expected = Buffer.from(signWebhookBody(secret, stamp, body).slice('sha256='.length), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  } catch {
    return false;
  }
}
