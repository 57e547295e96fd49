import type { ReactNode } from 'react';
import { nzConsumerInformationNotice, usBuyersGuide, type Car } from '@dealer/stock';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { BuyersGuide } from './BuyersGuide';
import { ConsumerInformationNotice } from './ConsumerInformationNotice';

/** The vehicle page's anchors for the notices, which checkout links to. */
export const CIN_ANCHOR = 'consumer-information-notice';
export const BUYERS_GUIDE_ANCHOR = 'buyers-guide';

/** GET /api/cars/{slug}/buyers-guide.pdf: the Buyers Guide as a PDF (US used and demo cars). */
export const buyersGuidePdfPath = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/buyers-guide.pdf`;

/**
 * The notice the car's market requires on its page (stock/rules/consumer-law/README.md), as a titled section body:
 * New Zealand's Consumer Information Notice on a used car, the US Buyers Guide on a used or demo
 * car, nothing elsewhere (Australia's terms are shown at checkout).
 */
export function vehicleConsumerNotice(car: Car, site: SiteConfig, locale: LocaleFormatter, now: Date): { id: string; title: string; body: ReactNode } | null {
  const notice = nzConsumerInformationNotice(car, site, { now });
  if (notice) {
    return { id: CIN_ANCHOR, title: locale.t('cin.title'), body: <ConsumerInformationNotice notice={notice} locale={locale} idPrefix={CIN_ANCHOR} /> };
  }
  const guide = usBuyersGuide(car, site);
  if (guide) {
    return {
      id: BUYERS_GUIDE_ANCHOR,
      title: locale.t('buyersGuide.title'),
      body: <BuyersGuide guide={guide} locale={locale} idPrefix={BUYERS_GUIDE_ANCHOR} pdfHref={buyersGuidePdfPath(car.slug)} />,
    };
  }
  return null;
}
