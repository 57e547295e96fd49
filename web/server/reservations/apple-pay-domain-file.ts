import { readFile } from 'node:fs/promises';
import { resolveHost } from '@dealer/tenants';

/** Where Apple looks for a domain's proof that Stripe may take Apple Pay on it. */
export const APPLE_PAY_DOMAIN_FILE_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * GET /.well-known/apple-developer-merchantid-domain-association (README "Accounts, the watchlist,
 * reservations and buying online", deploy/README.md "Apple Pay"): each dealer domain that offers
 * Apple Pay is registered with Stripe (Payment Method Domains), and Apple checks it by fetching this
 * file from it. STRIPE_APPLE_PAY_DOMAIN_FILE names the file Stripe gives; it is served as it is on
 * every site host, and nowhere else (the platform host, an unknown host). Without the setting, or when
 * the file cannot be read, a 404: Apple Pay is then simply not offered on the domain.
 */
export async function applePayDomainFile(
  host: string | null,
  env: Record<string, string | undefined> = process.env,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<Response> {
  const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const path = env.STRIPE_APPLE_PAY_DOMAIN_FILE?.trim();
  if (!path || resolveHost(host).kind !== 'site') return notFound();
  let content: string;
  try {
    content = await read(path);
  } catch (error) {
    console.error(`[payments] STRIPE_APPLE_PAY_DOMAIN_FILE (${path}) cannot be read, so Apple Pay cannot be verified on ${host}:`, (error as Error).message);
    return notFound();
  }
  return new Response(content, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
