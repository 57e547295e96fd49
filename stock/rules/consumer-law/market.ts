import type { Locale, SiteConfig } from '@dealer/tenants';

/**
 * The consumer law market a site sells in (one table per market, this folder's README). A site's
 * market follows its locale (§1: en-AU, en-NZ, en-US), the one setting that already says which
 * country the dealer trades in: Australia (Australian Consumer Law and the state motor dealer
 * Acts), New Zealand (Fair Trading Act 1986, Motor Vehicle Sales Act 2003, Consumer Guarantees
 * Act 1993) or the United States (the FTC Used Car Rule, 16 CFR Part 455, and state law).
 */
export type ConsumerLawMarket = 'AU' | 'NZ' | 'US';

const marketByLocale: Record<Locale, ConsumerLawMarket> = {
  'en-AU': 'AU',
  'en-NZ': 'NZ',
  'en-US': 'US',
};

export function consumerLawMarket(site: Pick<SiteConfig, 'locale'>): ConsumerLawMarket {
  return marketByLocale[site.locale];
}
