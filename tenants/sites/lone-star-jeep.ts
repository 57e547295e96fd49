import type { SiteDefinition } from '../config/resolve';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '09:00', close: '19:00' }));

export const loneStarJeep: SiteDefinition = {
  slug: 'lone-star-jeep',
  name: 'Lone Star Jeep',
  template: 'standard',
  locale: 'en-US',
  state: 'TX',
  dealership_slug: 'lone-star-jeep',
  dealership_id: 'd-lsj-1',
  manufacturer_name: 'Jeep',
  stock_makes: ['Jeep', 'Ram'],
  logo: { text: 'Lone Star Jeep' },
  finance_provider: 'manual',
  dealerships: [{ id: 'd-lsj-1', slug: 'lone-star-jeep', name: 'Lone Star Jeep', manufacturers: ['Jeep', 'Ram'] }],
  locations: [
    {
      id: 'l-lsj-main',
      name: 'Lone Star Jeep - Austin',
      slug: 'austin',
      dealership_slug: 'lone-star-jeep',
      location_type: 'sales',
      primary: true,
      address: { street: '9100 Research Blvd', city: 'Austin', state: 'TX', postcode: '78758', lat: 30.3741, long: -97.7234 },
      phone: '(512) 555-0140',
      opening_hours: [...weekdays, { weekday: 6, status: 'Open', open: '09:00', close: '18:00' }, { weekday: 0, status: 'Closed' }],
    },
  ],
  stockVisibility: { inStockOnly: true, priceAboveZeroWhenSortingByPriceAsc: true }, // §9 variety
  // §2 finance pages on some sites: the finance enquiry with the §3 lead fields (a ZIP code here).
  features: {
    hidePriceWhenZero: true, financeRoutes: ['finance-enquiry'],
    // §5: a car without a price above 0 or a photo gets no favourite button here.
    favouriteNeedsPriceAndImage: true,
  },
  // The FTC Buyers Guide (16 CFR 455) on every used car: Texas allows As Is sales, so the demo
  // site ticks "AS IS - NO DEALER WARRANTY" (the platform default, stated here on purpose).
  consumerLaw: { buyersGuideWarranty: { kind: 'as-is' } },
  copy: {
    tagline: 'Texas-sized Jeep and Ram inventory',
    noPriceText: 'Call for price.',
    // §5: the test-drive form's terms field, by config.
    testDriveTerms: "I will bring a valid driver's license and proof of insurance, and I accept responsibility for traffic violations during the test drive.",
  },
};
