import { notFound } from 'next/navigation';
import { loadSite } from '@/server/content/site';
import { browserSearchBackend } from '@/server/stock/search-backend';
import { stockService } from '@/server/stock/service';
import { FavouritesView } from '@/shopper/FavouritesView';

export const metadata = { title: 'Favourites' };
const requestTime = () => Date.now();

export default async function Favourites({ params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site, false);
  if (!site) notFound();
  return <FavouritesView site={site.config} backend={browserSearchBackend(site.config, (await stockService()).backend)} now={requestTime()} />;
}
