import type { Metadata } from 'next';
import { SitePage, sitePageMetadata } from '../site-page';

type Props = { params: Promise<{ site: string; path: string[] }> };

/** Every other path is a CMS page whose slug is the path: /service, /pages/book-a-service, /contact-us/parramatta. */
const slugOf = (path: string[]) => path.map((segment) => segment.toLowerCase() === segment ? segment : '~').join('/');

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { path: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, path } = await params;
  return sitePageMetadata(site, slugOf(path));
}

export default async function CmsPage({ params }: Props) {
  const { site, path } = await params;
  return <SitePage siteSlug={site} pageSlug={slugOf(path)} />;
}
