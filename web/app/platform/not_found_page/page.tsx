import type { Metadata } from 'next';
import PlatformNotFound from '../not-found';

export const metadata: Metadata = { robots: { index: false } };

/** The platform host's 404 as a page of its own, which serve.mts answers a 404 with (server/http/not-found-page-route.mts). */
export default function NotFoundPage() {
  return <PlatformNotFound />;
}
