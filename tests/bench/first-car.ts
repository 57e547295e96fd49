/**
 * A site's first listed car, from its own sitemap: the vehicle page the benches measure. The demo
 * stock is generated, so a car's address is not known before the platform runs.
 */
import type { BenchStack } from './platform';

export async function firstCarPath(stack: BenchStack, site: string): Promise<string> {
  const { status, body } = await stack.request(site, '/sitemap.xml');
  const path = /<loc>[^<]*?(\/cars\/[^<]+)<\/loc>/.exec(body)?.[1];
  if (status !== 200 || !path) throw new Error(`${site}'s sitemap lists no car (status ${status})`);
  return path;
}
