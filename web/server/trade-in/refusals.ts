import 'server-only';
import type { ProviderUnavailable } from '@dealer/leads/server';
import type { LoadedSite } from '@/server/content/site';
import { problem } from '@/server/http/problem';

/** Seconds a shopper is asked to wait before trying the valuation again. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

/**
 * The valuation provider is down or slower than its 5 s (leads/valuation/README.md "Timeouts"):
 * a 503 with Retry-After whose detail tells the shopper and offers the enquiry instead. The reason
 * is for the log only.
 */
export function providerUnavailable(site: LoadedSite, unavailable: ProviderUnavailable): Response {
  console.warn(`[trade-in] ${site.config.slug}: the valuation provider is unavailable: ${unavailable.reason}`);
  return problem(503, site.locale.t('valuation.error.unavailable'), {}, { 'retry-after': String(PROVIDER_RETRY_AFTER_SECONDS) });
}

/** Another site's, a malformed or an unknown valuation id: the same 404. */
export const unknownValuation = (site: LoadedSite): Response => problem(404, site.locale.t('valuation.error.unknown'));
