import { notFound } from 'next/navigation';
import { loadSite } from '../../../../server/content/site';
import { CompareView } from '../../../../shopper/CompareView';

export const metadata = { title: 'Compare' };

export default async function Compare({ params }: { params: Promise<{ site: string }> }) {
  const site = await loadSite((await params).site, false);
  if (!site) notFound();
  return <CompareView site={site.config} />;
}
