import 'server-only';
import { z } from 'zod';
import type { PasskeyFailure, RelyingParty } from '@dealer/leads/server';
import type { MessageKey, SiteConfig } from '@dealer/tenants';
import type { RouteBody } from '../http/site-route';

/**
 * The site as WebAuthn's relying party for a request that passed the same-origin check: the
 * page's origin (its host is this site's, checked) and host name. A passkey made on
 * riverside-kia.localhost signs in there and nowhere else.
 */
export function relyingParty(request: Request, config: SiteConfig): RelyingParty {
  const origin = new URL(request.headers.get('origin')!);
  return { id: origin.hostname, name: config.name, origin: origin.origin };
}

/** The authenticator's answer as @simplewebauthn/browser sends it: only its outline is checked here, the library checks the rest. */
const credentialSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(4096) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/**
 * The `{credential}` body of the passkey routes (authenticator answers are a few KB), for siteRoute's
 * `body` or, where the shopper must be known first, readRouteBody (site-route.ts).
 */
export const credentialBody = {
  schema: z.object({ credential: credentialSchema }),
  maxBytes: 16 * 1024,
  example: '{"credential": {...}} from the browser\'s passkey prompt',
  fieldErrors: () => ({ credential: 'Send {"credential": {...}} as the browser\'s passkey prompt gave it.' }),
} satisfies RouteBody<z.ZodType>;

export const PASSKEY_FAILURES: Record<PasskeyFailure, MessageKey> = {
  'challenge-expired': 'account.passkeys.error.expired',
  'not-verified': 'account.passkeys.error.notVerified',
  'unknown-passkey': 'account.passkeys.error.unknown',
  'already-added': 'account.passkeys.error.alreadyAdded',
};

export const noStore = { 'cache-control': 'no-store' };
