import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import SiteNotFound from '../not-found';

/**
 * The site's 404 as a page of its own, which serve.mts answers a 404 with, under status 404
 * (server/http/not-found-page-route.mts): drawn on the server, so it paints before any script.
 * Rendered on first visit, then cached (see the site layout). A visitor's own request for this
 * address is routed to the catch-all's 404 by proxy.ts.
 */
export function generateStaticParams(): { site: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site, false);
  return { title: site?.locale.t('notFound.title'), robots: { index: false } };
}

export default async function NotFoundPage({ params }: Props) {
  const site = await loadSite((await params).site, (await draftMode()).isEnabled);
  if (!site) notFound();
  return <SiteNotFound locale={site.locale} />;
}
