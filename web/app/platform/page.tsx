import { createLocale, resolveSiteConfig, siteDefinitions } from '@dealer/tenants';
import { headers } from 'next/headers';
import styles from './page.module.css';

/** localhost:3000 lists the demo sites, each linked on the same port as this request. */
export default async function PlatformIndex() {
  const host = (await headers()).get('host') ?? 'localhost:3000';
  const port = host.match(/:(\d+)$/)?.[1] ?? '80';
  const locale = createLocale('en-AU');
  const sites = siteDefinitions.map((definition) => resolveSiteConfig(definition).config);
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{locale.t('platform.title')}</h1>
      <p className={styles.intro}>{locale.t('platform.intro')}</p>
      <ul className={styles.sites}>
        {sites.map((site) => {
          const url = `http://${site.slug}.localhost${port === '80' ? '' : `:${port}`}`;
          return (
            <li key={site.slug} className={styles.site}>
              <a href={url} className={styles.siteLink}>{site.name}</a>
              <p className={styles.meta}>{site.copy.tagline} · {site.locale} · template {site.template}</p>
              <p className={styles.url}>{url}</p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
