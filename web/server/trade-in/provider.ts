import 'server-only';
import { valuationMarket } from '@dealer/leads';
import { readValuationProviderConfig, valuationProviderFor, type ValuationProvider } from '@dealer/leads/server';
import type { SiteConfig } from '@dealer/tenants';

/**
 * The valuation provider for a site's market (leads/valuation/README.md "Choosing the provider"):
 * AutoGrab when AUTOGRAB_API_KEY is set (AUTOGRAB_API_BASE for a test double), else the embedded
 * one. Read per request (a provider is a few closures, no connection). A half-set configuration
 * answers every call `unavailable` with what to set, for the log: the shopper is offered the
 * enquiry, never a 500.
 */
export function tradeInProvider(config: Pick<SiteConfig, 'locale'>): ValuationProvider {
  try {
    return valuationProviderFor(readValuationProviderConfig(process.env), valuationMarket(config));
  } catch (error) {
    const unavailable = { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) } as const;
    return { name: 'autograb', lookup: async () => unavailable, value: async () => unavailable };
  }
}
