import type { SiteDefinition } from '../config/resolve';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:00', close: '17:30' }));

export const harbourCityToyota: SiteDefinition = {
  slug: 'harbour-city-toyota',
  name: 'Harbour City Toyota',
  template: 'brand',
  locale: 'en-NZ',
  state: 'Auckland',
  override_city: 'Auckland',
  dealership_slug: 'harbour-city-toyota',
  dealership_id: 'd-hct-1',
  manufacturer_name: 'Toyota',
  stock_makes: ['Toyota'],
  logo: { text: 'Harbour City Toyota' },
  finance_provider: '360_finance',
  dealerships: [
    {
      id: 'd-hct-1',
      slug: 'harbour-city-toyota',
      name: 'Harbour City Toyota',
      manufacturers: ['Toyota'],
      // A made-up demo value in the register's style (M and six digits): the Consumer Information
      // Notice states the trader's registration number (Motor Vehicle Sales Act 2003).
      motor_vehicle_trader_number: 'M300412',
    },
  ],
  locations: [
    {
      id: 'l-hct-main',
      name: 'Harbour City Toyota - Newmarket',
      slug: 'newmarket',
      dealership_slug: 'harbour-city-toyota',
      location_type: 'sales',
      primary: true,
      address: { street: '301 Broadway', city: 'Newmarket', state: 'Auckland', postcode: '1023', lat: -36.8696, long: 174.7779 },
      phone: '09 300 4100',
      opening_hours: [...weekdays, { weekday: 6, status: 'Open', open: '09:00', close: '16:00' }, { weekday: 0, status: 'Open', open: '10:00', close: '15:00' }],
    },
  ],
  stockVisibility: { requirePhotos: true }, // §9: photos_count above 0
  // §2 finance pages on some sites: the finance enquiry with the §3 lead fields.
  // §2 card buttons: Quick Enquiry (a dialog on the card), Finance Quote and Explore Vehicle.
  // autograb: the trade-in pages with a New Zealand plate (one national register, no state; §2).
  features: { sliderOverlay: 'Discover More', financeRoutes: ['finance-enquiry'], cardButtons: 'quick', autograb: true, partsSearch: true },
  copy: {
    tagline: 'Toyota Certified used cars and new Toyotas in Auckland',
    // §5 terms text on some sites (the Privacy Act 2020 asks to say why details are collected).
    enquiryTerms: 'By sending this enquiry you agree that Harbour City Toyota may contact you about it and keep your details as our privacy policy describes.',
  },
};
