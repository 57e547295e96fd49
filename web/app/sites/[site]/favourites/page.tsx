import { clientLocale } from '@dealer/tenants';
import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import { browserSearchBackend } from '@/server/stock/search-backend';
import { stockService } from '@/server/stock/service';
import { FavouritesView } from '@/shopper/FavouritesView';
import { savedCarsMessagePrefixes } from '@/shopper/client-messages';

export const metadata = { title: 'Favourites' };
const requestTime = () => Date.now();

export default async function Favourites({ params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site, false);
  if (!site) notFound();
  return <FavouritesView site={site.config} locale={clientLocale(site.locale, savedCarsMessagePrefixes)} backend={browserSearchBackend(site.config, (await stockService()).backend)} now={requestTime()} />;
}
