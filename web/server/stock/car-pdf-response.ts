import 'server-only';
import type { Car } from '@dealer/stock';
import { resolveHost } from '@dealer/tenants';
import { loadSite, type LoadedSite } from '../content/site';
import { rateLimitResponse } from '../http/rate-limit';
import { loadVehicle } from './vehicle';

export interface CarPdfOptions {
  /** What is made, for the messages: 'Car PDFs', 'Buyers Guides'. */
  what: string;
  /** The log tag and the 503's words: 'car pdf' / 'The PDF'. */
  logTag: string;
  failure: string;
  fileName: (car: Car) => string;
  /** The PDF, or an answer instead (a car that has no such document is a 404). */
  make: (site: LoadedSite, car: Car) => Promise<Uint8Array | Response>;
}

export const notFound = (message: string) => Response.json({ message }, { status: 404 });

/**
 * A PDF about one car (§7 car PDF, issue 15's Buyers Guide): the site is the Host's and the car is
 * read through that site's scoped search, so another site's car, a hidden car or an odd slug is a
 * 404; every such PDF shares the car PDF rate limit; a fault making it is a 503 with the reason,
 * which the page shows in an alert (§8).
 */
export async function carPdfResponse(request: Request, slug: string, options: CarPdfOptions): Promise<Response> {
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return notFound(`${options.what} are only made on a dealer site.`);
  const limited = await rateLimitResponse(request, match.slug, 'carPdf');
  if (limited) return limited;
  try {
    const site = await loadSite(match.slug, false);
    if (!site) return notFound('Unknown site.');
    const car = await loadVehicle(site.config, slug);
    if (!car) return notFound('No such car on this site.');
    const pdf = await options.make(site, car);
    if (pdf instanceof Response) return pdf;
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${options.fileName(car)}"`,
        'content-length': String(pdf.byteLength),
        'cache-control': 'private, max-age=300',
      },
    });
  } catch (error) {
    console.error(`[${options.logTag} ${match.slug}] ${JSON.stringify(slug)}:`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return Response.json({ message: `${options.failure} could not be made: ${reason}` }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
