import { usBuyersGuide } from '@dealer/stock';
import { resolveHost } from '@dealer/tenants';
import { loadSite } from '../../../../../server/content/site';
import { rateLimitResponse } from '../../../../../server/http/rate-limit';
import { loadVehicle } from '../../../../../server/stock/vehicle';
import { buyersGuidePdf } from '../../../../../vehicle/pdf/buyers-guide-pdf';
import { vehicleModel } from '../../../../../vehicle/vehicle-model';

const notFound = (message: string) => Response.json({ message }, { status: 404 });

/**
 * GET /api/cars/{slug}/buyers-guide.pdf: the FTC Buyers Guide of a used (or demo) car on a US
 * site as a PDF (issue 15 item 6; 16 CFR Part 455), saved as {slug}-buyers-guide.pdf and linked
 * from the Buyers Guide section of the vehicle page. Like the car PDF, the site is the Host's and
 * the car is read through that site's scoped search, so another site's car, a hidden car or an
 * odd slug is a 404; so is a car that needs no Buyers Guide (a new car, a sold car, another
 * market's site). A fault making the PDF is a 503 with the reason. It shares the car PDF's rate limit.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const match = resolveHost(request.headers.get('host'));
  if (match.kind !== 'site') return notFound('Buyers Guides are only made on a dealer site.');
  const limited = await rateLimitResponse(request, match.slug, 'carPdf');
  if (limited) return limited;
  try {
    const site = await loadSite(match.slug, false);
    if (!site) return notFound('Unknown site.');
    const car = await loadVehicle(site.config, slug);
    if (!car) return notFound('No such car on this site.');
    const guide = usBuyersGuide(car, site.config);
    if (!guide) return notFound('This car has no Buyers Guide: only used cars for sale on a US dealer site have one.');
    const pdf = await buyersGuidePdf({
      guide,
      locale: site.locale,
      vehicleTitle: vehicleModel(car, site.config, site.locale, new Date()).title,
      dealerName: site.config.name,
    });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${car.slug}-buyers-guide.pdf"`,
        'content-length': String(pdf.byteLength),
        'cache-control': 'private, max-age=300',
      },
    });
  } catch (error) {
    console.error(`[buyers guide pdf ${match.slug}] ${JSON.stringify(slug)}:`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return Response.json({ message: `The Buyers Guide could not be made: ${reason}` }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
