import { historyReportPath } from '@dealer/demo';
import { problem } from '@/server/http/problem';
import { siteRoute, type NoBody } from '@/server/http/site-route';
import { carPdfResponse } from '@/server/stock/car-pdf-response';
import { historyReportPdf } from '@/vehicle/pdf/history-report-pdf';

/**
 * GET /api/cars/{slug}/history-report.pdf: the §2 Car History Report of a car whose §3 `file`
 * points here (the demo cars' reports, made from the car's own record), saved as
 * {slug}-history-report.pdf and linked from the vehicle page's sidebar. Served like the car PDF
 * (carPdfResponse, the same rate limit); a car with no report here (none, or the dealer's own
 * report elsewhere) is a 404 problem.
 */
export const GET = siteRoute<NoBody, { slug: string }>({ rateLimit: 'carPdf' }, ({ site, params }) =>
  carPdfResponse(site, params.slug, {
    logTag: 'history report',
    failure: 'The history report',
    fileName: (car) => `${car.slug}-history-report.pdf`,
    make: async (site, car) => {
      if (car.file !== historyReportPath(car.slug)) return problem(404, 'This car has no history report here.');
      return historyReportPdf({ car, locale: site.locale, dealerName: site.config.name, now: new Date() });
    },
  }),
);
