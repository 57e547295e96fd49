import { resolveSiteConfig, siteDefinitions, type SiteConfig } from '@dealer/tenants';

/**
 * The four demo sites as the delivery bench runs them: their own configs, except that two of them
 * (none has one in the demo) get a CRM webhook pointing at the bench's receiver, so every channel
 * is exercised. The scenario and its worker processes build the same map from the same URL.
 */
export const BENCH_WEBHOOK_SITES = ['southern-cross-motors', 'lone-star-jeep'] as const;

export function benchSites(webhookBaseUrl: string): Map<string, SiteConfig> {
  return new Map(
    siteDefinitions.map((definition) => {
      const withWebhook = (BENCH_WEBHOOK_SITES as readonly string[]).includes(definition.slug);
      const overrides = withWebhook ? { leadDelivery: { crmWebhookUrl: `${webhookBaseUrl}/crm/${definition.slug}` } } : undefined;
      const { config, ignored } = resolveSiteConfig(definition, overrides);
      if (ignored.length > 0) throw new Error(`bench site ${definition.slug}: ${ignored.join('; ')}`);
      return [config.slug, config];
    }),
  );
}
