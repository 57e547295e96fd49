import type { Metadata } from 'next';
import { LegalPage, legalPageMetadata } from '../legal-page';

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { site: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata((await params).site, 'privacy-policy');
}

export default async function Page({ params }: Props) {
  return <LegalPage siteSlug={(await params).site} slug="privacy-policy" />;
}
