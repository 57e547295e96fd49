import type { Metadata } from 'next';
import { TradeInPage, tradeInPageMetadata } from '@/trade-in/TradeInPage';

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { site: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return tradeInPageMetadata((await params).site, 'sell-my-car');
}

/** §2 /sell-my-car: the trade-in valuation tool with its own heading (web/trade-in/TradeInPage.tsx); the site's 404 where the tool is off. */
export default async function Page({ params }: Props) {
  return <TradeInPage siteSlug={(await params).site} route="sell-my-car" />;
}
