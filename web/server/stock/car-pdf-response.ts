import 'server-only';
import type { Car } from '@dealer/stock';
import type { LoadedSite } from '../content/site';
import { problem } from '../http/problem';
import { loadVehicle } from './vehicle';

export interface CarPdfOptions {
  /** The log tag and the 503's words: 'car pdf' / 'The PDF'. */
  logTag: string;
  failure: string;
  fileName: (car: Car) => string;
  /** The PDF, or an answer instead (a car that has no such document is a 404 problem). */
  make: (site: LoadedSite, car: Car) => Promise<Uint8Array | Response>;
}

/**
 * A PDF about one car (§7 car PDF, the US Buyers Guide of stock/rules/consumer-law), the handler of
 * a `siteRoute` with the car PDF rate limit (README "Routes and errors"): the car is read through
 * the site's scoped search, so another site's car, a hidden car or an odd slug is a 404 problem; a
 * fault making it is a 503 problem with the reason as its detail, which the page shows in an alert (§8).
 */
export async function carPdfResponse(site: LoadedSite, slug: string, options: CarPdfOptions): Promise<Response> {
  try {
    const car = await loadVehicle(site.config, slug);
    if (!car) return problem(404, 'No such car on this site.');
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
    console.error(`[${options.logTag} ${site.config.slug}] ${JSON.stringify(slug)}:`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return problem(503, `${options.failure} could not be made: ${reason}`, {}, { 'cache-control': 'no-store' });
  }
}
