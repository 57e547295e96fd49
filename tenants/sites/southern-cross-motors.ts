import type { SiteDefinition } from '../config/resolve';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '09:00', close: '17:30' }));
const weekend = [
  { weekday: 6, status: 'Open' as const, open: '09:00', close: '16:00' },
  { weekday: 0, status: 'Closed' as const },
];

export const southernCrossMotors: SiteDefinition = {
  slug: 'southern-cross-motors',
  name: 'Southern Cross Motors',
  template: 'group',
  locale: 'en-AU',
  state: 'nsw',
  dealership_slug: 'southern-cross-parramatta',
  dealership_id: 'd-scm-1',
  stock_makes: ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Volkswagen', 'Jayco'],
  logo: { text: 'Southern Cross Motors' },
  finance_provider: 'angle',
  calculator_interest_rate: 8.5, // §9: 8.5 on one dealer group
  dealerships: [
    { id: 'd-scm-1', slug: 'southern-cross-parramatta', name: 'Southern Cross Parramatta', manufacturers: [] },
    { id: 'd-scm-2', slug: 'southern-cross-dandenong', name: 'Southern Cross Dandenong', manufacturers: [] },
    { id: 'd-scm-3', slug: 'southern-cross-caravans', name: 'Southern Cross Caravans', manufacturers: ['Jayco'] },
  ],
  locations: [
    {
      id: 'l-scm-parra',
      name: 'Southern Cross - Parramatta',
      slug: 'parramatta',
      dealership_slug: 'southern-cross-parramatta',
      location_type: 'sales',
      primary: true,
      address: { street: '88 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8136, long: 151.0034 },
      phone: '02 9000 2100',
      opening_hours: [...weekdays, ...weekend],
      dealer_license_number: 'MD 041122',
    },
    {
      id: 'l-scm-dand',
      name: 'Southern Cross - Dandenong',
      slug: 'dandenong',
      dealership_slug: 'southern-cross-dandenong',
      location_type: 'sales',
      address: { street: '250 Princes Highway', city: 'Dandenong', state: 'VIC', postcode: '3175', lat: -37.9875, long: 145.2149 },
      phone: '03 9000 3100',
      opening_hours: [...weekdays, ...weekend],
      dealer_license_number: 'LMCT 11873',
    },
    {
      id: 'l-scm-caravans',
      name: 'Southern Cross - Caravans',
      slug: 'caravans',
      dealership_slug: 'southern-cross-caravans',
      location_type: 'sales',
      address: { street: '5 Great Western Highway', city: 'Penrith', state: 'NSW', postcode: '2750', lat: -33.7511, long: 150.6942 },
      phone: '02 9000 2500',
      opening_hours: [...weekdays, ...weekend],
      dealer_license_number: 'MD 041199',
    },
    {
      id: 'l-scm-service',
      name: 'Southern Cross - Service Centre',
      slug: 'service-centre',
      dealership_slug: 'southern-cross-parramatta',
      location_type: 'service',
      address: { street: '90 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8131, long: 151.0031 },
      phone: '02 9000 2200',
      opening_hours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '07:30', close: '16:30' })),
        { weekday: 6, status: 'Closed' },
        { weekday: 0, status: 'Closed' },
      ],
    },
  ],
  stockVisibility: { carTypes: ['used'] }, // §9: a used-car group
  // Used cars can be bought online with the 14-day return (§2 /checkout-journey, §9).
  // §2: finance pre-approval and the finance enquiry, and the regional flag: a used or demo car with a
  // valuation code (has_nvic) has /personalised/finance as its finance page. No accounts, so no gate (§6).
  features: {
    gateCheckout: true, gateFinance: true, shufflePromos: true, buyOnline: true,
    // §2 the brand group's search side panel; §4 single-select make and weekly price range.
    groupSearchPanel: true, singleSelectFacets: ['make', 'weekly_price_range'],
    financeRoutes: ['finance-pre-approval', 'finance-enquiry'], personalisedFinance: true,
  },
  // No valuation tool here (its trade-in pages are its 404): the card asks the shopper in.
  searchAdCard: {
    title: 'Selling your car?',
    text: 'We buy quality used cars. Bring yours in for a free appraisal and sell it to us in one visit.',
    label: 'Contact us',
    href: '/contact',
  },
  copy: { tagline: 'Quality used cars and caravans across NSW and VIC' },
};
