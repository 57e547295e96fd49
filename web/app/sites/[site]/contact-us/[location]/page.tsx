import type { Metadata } from 'next';
import { LocationPage, locationPageMetadata } from '@/locations/LocationPage';

/** Rendered on first visit, then cached (see the site layout). */
export function generateStaticParams(): { location: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string; location: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, location } = await params;
  return locationPageMetadata(site, location);
}

/** §2 /contact-us/{location slug}: one location's card, map and enquiry form; an unknown slug is the site's 404. */
export default async function ContactUsLocationPage({ params }: Props) {
  const { site, location } = await params;
  return <LocationPage siteSlug={site} locationSlug={location} />;
}
