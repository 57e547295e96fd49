import { createHash } from 'node:crypto';

/**
 * One demo redirect per site (README "Redirects"), so the Studio's list is not empty: the address
 * shoppers guess for the test-drive page goes to the real one. The id is the one the Studio's
 * publish action gives a redirect from that path (`redirectId` in schemas/documents/redirect-paths.ts).
 */
export function redirectDocuments(site: string): Record<string, unknown>[] {
  const source = '/book-a-test-drive';
  const hash = createHash('sha1').update(source).digest('hex').slice(0, 12);
  return [{ _id: `redirect-${site}-${hash}`, _type: 'redirect', site, source, destination: '/book-test-drive', permanent: true }];
}
