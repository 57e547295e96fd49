import type { SiteConfig } from '@dealer/tenants';

/** §9: a reservation is held 48 hours and 100% refundable. */
const HOLD_HOURS = 48;
const REFUNDABLE_PERCENT = 100;

export interface ReservationOffer {
  /** Whole dollars; the locale layer formats it ('Reserve Now' with the amount). */
  deposit: number;
  holdHours: number;
  refundablePercent: number;
}

/** §2/§9: the site's reservation deposit (default $200), held 48 hours, 100% refundable; $0 means hidden (null). */
export function reservationOffer(site: Pick<SiteConfig, 'reservation_deposit'>): ReservationOffer | null {
  if (site.reservation_deposit <= 0) return null;
  return { deposit: site.reservation_deposit, holdHours: HOLD_HOURS, refundablePercent: REFUNDABLE_PERCENT };
}
