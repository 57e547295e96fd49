import { clientLocale } from '@dealer/tenants';
import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import { browserSearchBackend } from '@/server/stock/search-backend';
import { stockService } from '@/server/stock/service';
import { CompareView } from '@/shopper/CompareView';
import { savedCarsMessagePrefixes } from '@/shopper/client-messages';

export const metadata = { title: 'Compare' };

export default async function Compare({ params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site, false);
  if (!site) notFound();
  return <CompareView site={site.config} locale={clientLocale(site.locale, savedCarsMessagePrefixes)} backend={browserSearchBackend(site.config, (await stockService()).backend)} />;
}
