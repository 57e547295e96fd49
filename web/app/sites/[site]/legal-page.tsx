import { RichText } from '@dealer/blocks/ui/RichText';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadLegalPage } from '@/server/content/pages';
import { loadSite } from '@/server/content/site';
import styles from './legal-page.module.css';

/** The legal pages of §2, each its own document type and route: plain HTML and build-time CSS. */
export type LegalSlug = 'privacy-policy' | 'terms-and-conditions';

async function load(siteSlug: string, slug: LegalSlug) {
  const preview = (await draftMode()).isEnabled;
  const site = await loadSite(siteSlug, preview);
  if (!site) return undefined;
  const legal = await loadLegalPage(siteSlug, preview, slug);
  return legal ? { site, legal } : undefined;
}

export async function legalPageMetadata(siteSlug: string, slug: LegalSlug): Promise<Metadata> {
  const loaded = await load(siteSlug, slug);
  return loaded ? { title: loaded.legal.title } : {};
}

/** A site's legal page, or its 404 when the site has none. */
export async function LegalPage({ siteSlug, slug }: { siteSlug: string; slug: LegalSlug }) {
  const loaded = await load(siteSlug, slug);
  if (!loaded) notFound();
  const { site, legal } = loaded;
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{legal.title}</h1>
      {legal.updatedAt ? <p className={styles.updated}>{site.locale.formatDate(legal.updatedAt)}</p> : null}
      <div className={styles.body}>
        <RichText value={legal.body} />
      </div>
    </article>
  );
}
