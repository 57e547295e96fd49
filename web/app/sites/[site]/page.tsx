import type { Metadata } from 'next';
import { SitePage, sitePageMetadata } from './site-page';

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { site: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).site, 'home');
}

/** A site's home page: the CMS page with slug "home". */
export default async function HomePage({ params }: Props) {
  return <SitePage siteSlug={(await params).site} pageSlug="home" />;
}
