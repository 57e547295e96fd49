import { usBuyersGuide } from '@dealer/stock';
import { problem } from '@/server/http/problem';
import { siteRoute, type NoBody } from '@/server/http/site-route';
import { carPdfResponse } from '@/server/stock/car-pdf-response';
import { buyersGuidePdf } from '@/vehicle/pdf/buyers-guide-pdf';
import { vehicleModel } from '@/vehicle/vehicle-model';

/**
 * GET /api/cars/{slug}/buyers-guide.pdf: the FTC Buyers Guide of a used (or demo) car on a US
 * site as a PDF (stock/rules/consumer-law README; 16 CFR Part 455), saved as {slug}-buyers-guide.pdf
 * and linked from the Buyers Guide section of the vehicle page. Served like the car PDF
 * (carPdfResponse, the same rate limit); a car that needs no Buyers Guide (a new car, a sold car,
 * another market's site) is a 404 problem as well.
 */
export const GET = siteRoute<NoBody, { slug: string }>({ rateLimit: 'carPdf' }, ({ site, params }) =>
  carPdfResponse(site, params.slug, {
    logTag: 'buyers guide pdf',
    failure: 'The Buyers Guide',
    fileName: (car) => `${car.slug}-buyers-guide.pdf`,
    make: async (site, car) => {
      const guide = usBuyersGuide(car, site.config);
      if (!guide) return problem(404, 'This car has no Buyers Guide: only used cars for sale on a US dealer site have one.');
      return buyersGuidePdf({ guide, locale: site.locale, vehicleTitle: vehicleModel(car, site.config, site.locale, new Date()).title, dealerName: site.config.name });
    },
  }),
);
