import type { ValuationMarket } from '../contract/valuation-rules';
import { AUTOGRAB_API_BASE, createAutoGrabProvider } from './autograb';
import { createEmbeddedValuationProvider } from './embedded-provider';
import type { ValuationProvider } from './port';

/**
 * Which valuation provider this deployment uses (README "Choosing the provider"), as the search
 * and payments adapters choose theirs: AutoGrab when AUTOGRAB_API_KEY is set (AUTOGRAB_API_BASE
 * points it at another host, a test double), else the embedded provider. Read once at start-up;
 * a half-set configuration is an error that says what to set, never a silent fallback.
 */
export type ValuationProviderConfig = { kind: 'embedded' } | { kind: 'autograb'; apiKey: string; apiBase: string };

export function readValuationProviderConfig(env: Record<string, string | undefined> = process.env): ValuationProviderConfig {
  const apiKey = env.AUTOGRAB_API_KEY?.trim();
  const apiBase = env.AUTOGRAB_API_BASE?.trim();
  if (!apiKey && !apiBase) return { kind: 'embedded' };
  if (!apiKey) throw new Error('Set AUTOGRAB_API_KEY to value trade-ins with AutoGrab (AUTOGRAB_API_BASE alone does nothing), or neither for the embedded provider.');
  if (apiBase && !/^https?:\/\/[^\s/]+/.test(apiBase)) throw new Error(`AUTOGRAB_API_BASE must be an http(s) URL, such as ${AUTOGRAB_API_BASE}.`);
  return { kind: 'autograb', apiKey, apiBase: apiBase || AUTOGRAB_API_BASE };
}

/**
 * The provider for a site's market: AutoGrab covers AU and NZ, so a US site values with the
 * embedded provider whatever the configuration.
 */
export function valuationProviderFor(config: ValuationProviderConfig, market: ValuationMarket, { now }: { now?: () => Date } = {}): ValuationProvider {
  if (config.kind === 'autograb' && market !== 'US') return createAutoGrabProvider({ apiKey: config.apiKey, apiBase: config.apiBase });
  return createEmbeddedValuationProvider({ now });
}
