import type { SiteDefinition } from '../config/resolve';

const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:30', close: '17:30' }));

export const riversideKia: SiteDefinition = {
  slug: 'riverside-kia',
  name: 'Riverside Kia',
  template: 'brand',
  locale: 'en-AU',
  state: 'qld',
  dealership_slug: 'riverside-kia',
  dealership_id: 'd-rk-1',
  manufacturer_name: 'Kia',
  stock_makes: ['Kia'],
  logo: { text: 'Riverside Kia' },
  finance_provider: 'taurus',
  dealerships: [{ id: 'd-rk-1', slug: 'riverside-kia', name: 'Riverside Kia', manufacturers: ['Kia'] }],
  locations: [
    {
      id: 'l-rk-sales',
      name: 'Riverside Kia - Sales',
      slug: 'riverside-kia-sales',
      dealership_slug: 'riverside-kia',
      location_type: 'sales',
      primary: true,
      address: { street: '120 Coronation Drive', city: 'Milton', state: 'QLD', postcode: '4064', lat: -27.4716, long: 153.0036 },
      phone: '07 3000 1100',
      opening_hours: [...hours, { weekday: 6, status: 'Open', open: '08:30', close: '16:00' }, { weekday: 0, status: 'Closed' }],
      dealer_license_number: '3100001',
    },
    {
      id: 'l-rk-service',
      name: 'Riverside Kia - Service and Parts',
      slug: 'riverside-kia-service-and-parts',
      dealership_slug: 'riverside-kia',
      location_type: 'service-and-parts',
      address: { street: '14 Railway Terrace', city: 'Milton', state: 'QLD', postcode: '4064', lat: -27.4695, long: 153.0012 },
      phone: '07 3000 1200',
      opening_hours: [...hours, { weekday: 6, status: 'Closed' }, { weekday: 0, status: 'Closed' }],
      motor_vehicle_repairer: '55001',
    },
  ],
  // Shopper accounts on (§6: off by default): sign-in, the watchlist and the account page, and
  // Reserve Now and Buy Online ask a signed-out shopper to sign in first (§2 gated routes). Used
  // cars can be bought online (§2 /checkout-journey), so the account page lists the shopper's
  // orders.
  // §2 /apply-for-finance: the finance application, behind sign-in as this site gates finance.
  features: {
    sliderOverlay: 'Explore More', authentication: true, gateCheckout: true, gateFinance: true, buyOnline: true, financeRoutes: ['apply-for-finance'],
    // §2 the trade-in pages and the vehicle page's Trade-In Valuation; §7 the valuation saved by POST /api/miscellaneous; §2 the 'Interested in this vehicle?' panel.
    autograb: true, saveValuation: true, reservePanel: true,
    // §2 an Email Us dialog on location cards, on some sites.
    emailUs: true,
    // §2 /parts/search and the dealership search of its parts (§7).
    partsSearch: true,
  },
  copy: { tagline: 'Brisbane’s home of Kia' },
};
