import { applePayDomainFile } from '@/server/reservations/apple-pay-domain-file';

/** Read at each request (the setting is the deployment's, not the build's). */
export const dynamic = 'force-dynamic';

/** Apple Pay's domain file for the Host's site (server/reservations/apple-pay-domain-file.ts). */
export async function GET(request: Request): Promise<Response> {
  return applePayDomainFile(request.headers.get('host'));
}
