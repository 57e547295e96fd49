import type { SiteContentSpec } from './site-content';

const kiaModels = ['Picanto', 'Cerato', 'K4', 'Stonic', 'Seltos', 'Sportage', 'Sorento', 'Carnival', 'Niro Hybrid', 'Tasman', 'EV3', 'EV5', 'EV6', 'EV6 GT', 'EV9'];
const slugify = (value: string) => value.toLowerCase().replace(/\s+/g, '-');

/** The demo sites' content: four distinct dealers (fictitious names). */
export const demoContent: SiteContentSpec[] = [
  {
    site: 'riverside-kia',
    name: 'Riverside Kia',
    slides: [
      { name: 'The all-electric Kia EV9', description: 'Seven seats, 505 km of range. Book a test drive in Milton today.', url: '/book-test-drive' },
      { name: 'Service specials this month', description: 'Capped-price servicing with a free car wash.', url: '/service', tone: 'dark' },
      { name: 'Trade in, trade up', description: 'An instant offer on your car in 2 minutes.', url: '/trade-in', tone: 'light' },
    ],
    homeStock: [
      { _type: 'budgetSearch' },
      { _type: 'stockCarousel', heading: 'Latest arrivals', source: 'latest', limit: 8 },
      { _type: 'facetTiles', heading: 'Shop by body type', facet: 'body', limit: 8 },
    ],
    models: kiaModels.slice(0, 8).map((model) => ({ label: model, href: `/search/kia/${slugify(model)}` })),
    aboutUs: ['Riverside Kia has served Brisbane drivers from Milton since 1998.', 'Our sales and service teams are a short walk apart on Coronation Drive and Railway Terrace.'],
    promos: [
      { title: 'Drive away in an EV9', text: 'Free home charger installation on every EV9 this season.', label: 'See the offer', href: '/special-offers', start: '2026-01-01T00:00:00+10:00', expiry: '2030-01-01T00:00:00+10:00', position: 1 },
      { title: 'Service specials', text: 'Capped-price servicing from $299 with a free car wash.', label: 'Book a service', href: '/service', start: '2026-01-01T00:00:00+10:00', expiry: '2030-01-01T00:00:00+10:00', position: 2 },
      // The spec's example window (1 Jan to 1 Feb 2025, +10:00): long over, so never shown.
      { title: 'Summer sale 2025', text: 'Ended.', label: 'View', href: '/special-offers', start: '2025-01-01T00:00:00+10:00', expiry: '2025-02-01T00:00:00+10:00', position: 0 },
    ],
    extraPages: [
      { slug: 'pages/service-benefits', title: 'Service Benefits', blocks: [{ _type: 'richText', _key: 'sb1', body: [{ _type: 'block', _key: 'sb1b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'sb1s', text: 'Every Kia serviced with us gets roadside assistance, a multi-point health check and a free wash.', marks: [] }] }] }] },
    ],
  },
  {
    site: 'southern-cross-motors',
    name: 'Southern Cross Motors',
    slides: [
      { name: 'Quality used cars, checked and ready', description: 'Hundreds of cars across Parramatta and Dandenong with a 48 hour money-back guarantee.', url: '/search/used-cars' },
      { name: 'Caravans for every adventure', description: 'Jayco vans and campers at our Penrith caravan centre.', url: '/search/caravan-cars', tone: 'dark' },
    ],
    homeStock: [
      { _type: 'facetTiles', heading: 'Shop by make', facet: 'make', limit: 12 },
      { _type: 'stockCarousel', heading: 'Featured used cars', source: 'featured', carType: 'used', limit: 8 },
      { _type: 'budgetSearch', heading: 'What can I afford?' },
    ],
    models: [
      { label: 'SUVs', href: '/search/suv-cars' },
      { label: 'Utes', href: '/search/ute-cars' },
      { label: 'Hatchbacks', href: '/search/hatch-cars' },
      { label: 'Caravans', href: '/search/caravan-cars' },
      { label: '7 Seaters', href: '/7-seater-cars' },
    ],
    aboutUs: ['Southern Cross Motors is a family-owned used car group with dealerships in Sydney and Melbourne and a caravan centre in Penrith.'],
    extraPages: [
      { slug: 'fleet', title: 'Fleet and Business', blocks: [{ _type: 'richText', _key: 'fl1', body: [{ _type: 'block', _key: 'fl1b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'fl1s', text: 'Fleet pricing and dedicated account managers for businesses of every size.', marks: [] }] }] }] },
    ],
    extraMoreLinks: [{ label: 'Fleet', href: '/fleet' }],
    promos: [
      { title: '48 hour money-back guarantee', text: 'Every used car comes with 48 hours to change your mind.', label: 'How it works', href: '/warranty', start: '2026-01-01T00:00:00+10:00', expiry: '2030-01-01T00:00:00+10:00', position: 1, display: ['used'] },
      { title: 'Caravan finance', text: 'Low-rate finance on Jayco caravans.', label: 'Apply for finance', href: '/finance', start: '2026-01-01T00:00:00+10:00', expiry: '2030-01-01T00:00:00+10:00', position: 2 },
    ],
  },
  {
    site: 'harbour-city-toyota',
    name: 'Harbour City Toyota',
    slides: [
      { name: 'Toyota Certified Pre-Owned', description: '90 point inspection and 1 year roadside assist on every certified car.', url: '/pages/pre-owned-benefits' },
      { name: 'The new RAV4 Hybrid', description: 'Test drive it in Newmarket this weekend.', url: '/book-test-drive', tone: 'dark' },
    ],
    homeStock: [
      { _type: 'stockCarousel', heading: 'Just arrived', source: 'latest', limit: 8 },
      { _type: 'priceRangeSlider', heading: 'Shop by price' },
      { _type: 'budgetSearch' },
    ],
    models: ['Corolla', 'RAV4', 'Hilux', 'Land Cruiser', 'Yaris Cross', 'Highlander'].map((model) => ({ label: model, href: `/search/toyota/${slugify(model)}` })),
    aboutUs: ['Harbour City Toyota has been Auckland’s Toyota dealer in Newmarket for over 30 years.'],
    extraPages: [
      { slug: 'pages/pre-owned-benefits', title: 'Toyota Certified Pre-Owned', blocks: [{ _type: 'richText', _key: 'pb1', body: [{ _type: 'block', _key: 'pb1b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'pb1s', text: 'Certified cars pass a 90 point inspection and come with 1 year of roadside assist.', marks: [] }] }] }] },
    ],
  },
  {
    site: 'lone-star-jeep',
    name: 'Lone Star Jeep',
    slides: [
      { name: 'Built for Texas trails', description: 'Wrangler, Gladiator and Grand Cherokee in stock in Austin.', url: '/brands/jeep' },
      { name: 'Ram trucks that work as hard as you', description: 'Tow ratings up to 11,550 lb.', url: '/search/ram', tone: 'dark' },
    ],
    homeStock: [
      { _type: 'stockCarousel', heading: 'New arrivals on the lot', source: 'latest', limit: 8 },
      { _type: 'facetTiles', heading: 'Shop by model line', facet: 'body', limit: 8 },
      { _type: 'budgetSearch', heading: 'Find a Jeep for your budget' },
    ],
    models: ['Wrangler', 'Gladiator', 'Grand Cherokee', 'Compass', 'Ram 1500'].map((model) => ({ label: model, href: `/search/jeep/${slugify(model)}` })),
    aboutUs: ['Lone Star Jeep is Austin’s home of Jeep and Ram, with a service center open six days a week.'],
    extraPages: [
      { slug: 'brands/jeep', title: 'Jeep', blocks: [{ _type: 'richText', _key: 'bj1', body: [{ _type: 'block', _key: 'bj1b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'bj1s', text: 'Every Jeep 4x4 is Trail Rated: tested for traction, ground clearance, maneuverability, articulation and water fording.', marks: [] }] }] }] },
    ],
  },
];
