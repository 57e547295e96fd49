import type { Metadata } from 'next';
import { SitePage, sitePageMetadata } from '../site-page';

/**
 * §2 /contact-us: the site's contact page, the same CMS page as /contact (both addresses answer,
 * as dealers link to either); each location has its own page below it.
 */
const CONTACT_PAGE_SLUG = 'contact';

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { site: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).site, CONTACT_PAGE_SLUG);
}

export default async function ContactUsPage({ params }: Props) {
  return <SitePage siteSlug={(await params).site} pageSlug={CONTACT_PAGE_SLUG} />;
}
