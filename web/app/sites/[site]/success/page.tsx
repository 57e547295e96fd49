import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import styles from './success.module.css';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ type?: string | string[] }> };

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

/** §2 /success: where a completed test-drive lead lands (and any lead that asks for it). */
export default async function SuccessPage({ params, searchParams }: Props) {
  const { site: slug } = await params;
  const { type } = await searchParams;
  const site = await loadSite(slug, false);
  if (!site) notFound();
  const t = site.locale.t;
  return (
    <section className={styles.success} aria-labelledby="success-heading">
      <h1 id="success-heading" className={styles.title}>{t('success.title')}</h1>
      <p>{type === 'test-drive' ? t('success.testDrive') : t('success.enquiry')}</p>
      <p className={styles.links}>
        <a href="/search">{t('success.search')}</a>
        <a href="/">{t('success.home')}</a>
      </p>
    </section>
  );
}
