import { carPicture, type SiteContentSpec } from './site-content';

const kiaModels = ['Picanto', 'Cerato', 'K4', 'Stonic', 'Seltos', 'Sportage', 'Sorento', 'Carnival', 'Niro Hybrid', 'Tasman', 'EV3', 'EV5', 'EV6', 'EV6 GT', 'EV9'];
const slugify = (value: string) => value.toLowerCase().replace(/\s+/g, '-');
/** §2 /models: every model of the site, with body links (the last entry of each Vehicles menu). */
const allModels = { label: 'All Models', href: '/models' };

/** The demo sites' content: four distinct dealers (fictitious names). */
export const demoContent: SiteContentSpec[] = [
  {
    site: 'riverside-kia',
    name: 'Riverside Kia',
    slides: [
      { name: 'The all-electric Kia EV9', description: 'Seven seats, 505 km of range. Book a test drive in Milton today.', url: '/book-test-drive', imageUrl: carPicture('suv', 'white') },
      { name: 'Service specials this month', description: 'Capped-price servicing with a free car wash.', url: '/service', imageUrl: carPicture('hatch', 'red'), tone: 'dark' },
      { name: 'Trade in, trade up', description: 'An instant offer on your car in 2 minutes.', url: '/trade-in', imageUrl: carPicture('wagon', 'silver'), tone: 'light' },
    ],
    homeStock: [
      { _type: 'modelGrid', heading: 'Explore the Kia range', source: 'static' },
      { _type: 'budgetSearch' },
      { _type: 'stockCarousel', heading: 'Latest arrivals', source: 'latest', limit: 8 },
      { _type: 'promoNodes', heading: 'Current offers', limit: 3 },
      { _type: 'facetTiles', heading: 'Shop by body type', facet: 'body', limit: 8 },
    ],
    models: [...kiaModels.slice(0, 8).map((model) => ({ label: model, href: `/search/kia/${slugify(model)}` })), allModels],
    testDrive: {
      intro: { heading: 'Drive a Kia before you decide', text: 'Pick the model and a time that suits you, and we will have it charged or fuelled and waiting in Milton. EV test drives include a quick walk-through of charging at home and on the road.' },
      form: {
        heading: 'Book your Kia test drive',
        intro: 'Tell us which Kia you would like to drive and when suits you best. We will confirm the time by phone or email within one business day.',
        categories: ['Test Drive', 'EV Test Drive', 'Sales'],
        successMessage: 'Thank you. Your test drive request is in, and our Milton sales team will call you to confirm the time.',
        // §5 check-option fields, sent to the dealer as additional_services.
        checkOptions: ['Finance quote', 'Trade-in valuation', 'Extended warranty'],
      },
    },
    ctas: {
      finance: { heading: 'Drive your new Kia home sooner', text: 'Apply online in a few minutes and our finance team will call you back the same business day.', primary: { label: 'Apply for finance', href: '/apply-for-finance#finance-form' }, secondary: { label: 'Browse new Kia', href: '/search/new-cars' } },
      service: { heading: 'Kia service, done right', text: 'Factory-trained technicians, genuine Kia parts and a free wash with every service in Milton.', primary: { label: 'Book a service', href: '/pages/book-a-service' }, secondary: { label: 'Service benefits', href: '/pages/service-benefits' }, tone: 'dark' },
      tradeIn: { heading: 'Trading up to a new Kia?', text: 'Take your instant offer to our Milton showroom and put it towards any Kia in stock.', primary: { label: 'Shop new Kia', href: '/search/new-cars' }, tone: 'light' },
    },
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
      { name: 'Quality used cars, checked and ready', description: 'Hundreds of cars across Parramatta and Dandenong with a 48 hour money-back guarantee.', url: '/search/used-cars', imageUrl: carPicture('sedan', 'blue') },
      { name: 'Caravans for every adventure', description: 'Jayco vans and campers at our Penrith caravan centre.', url: '/search/caravan-cars', imageUrl: carPicture('caravan', 'white'), tone: 'dark' },
    ],
    homeStock: [
      { _type: 'facetTiles', heading: 'Shop by make', facet: 'make', limit: 12 },
      { _type: 'stockCarousel', heading: 'Featured used cars', source: 'featured', carType: 'used', limit: 8 },
      { _type: 'promoNodes', heading: 'Why buy from us', carTypes: ['used'], limit: 3 },
      { _type: 'modelGrid', heading: 'Popular models in stock', source: 'stock', limit: 12 },
      { _type: 'budgetSearch', heading: 'What can I afford?' },
    ],
    testDrive: {
      intro: { heading: 'Try it before you buy it', text: 'Test drive any car in stock at Parramatta or Dandenong, or walk through a Jayco caravan at our Penrith caravan centre. Bring your licence and we will do the rest.' },
      form: {
        heading: 'Book a test drive or caravan inspection',
        intro: 'Tell us the car or caravan you have your eye on (the stock number helps) and the yard you would like to visit.',
        categories: ['Test Drive', 'Caravan Inspection', 'General Enquiry'],
        successMessage: 'Thank you. The yard you chose will be in touch to confirm your booking, and we will have the vehicle ready when you arrive.',
      },
    },
    ctas: {
      finance: { heading: 'Finance for cars and caravans', text: 'One application covers any car or caravan across our Parramatta, Dandenong and Penrith yards.', primary: { label: 'Get pre-approved', href: '/finance-pre-approval#finance-form' }, secondary: { label: 'Browse used cars', href: '/search/used-cars' } },
      service: { heading: 'Keep your car in top shape', text: 'Servicing for every make we sell, with a courtesy car on request at Parramatta and Dandenong.', primary: { label: 'Book a service', href: '/pages/book-a-service' }, secondary: { label: 'Our warranty', href: '/warranty' }, tone: 'dark' },
    },
    models: [
      { label: 'SUVs', href: '/search/suv-cars' },
      { label: 'Utes', href: '/search/ute-cars' },
      { label: 'Hatchbacks', href: '/search/hatch-cars' },
      { label: 'Caravans', href: '/search/caravan-cars' },
      { label: '7 Seaters', href: '/7-seater-cars' },
      allModels,
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
      { name: 'Toyota Certified Pre-Owned', description: '90 point inspection and 1 year roadside assist on every certified car.', url: '/pages/pre-owned-benefits', imageUrl: carPicture('hatch', 'white') },
      { name: 'The new RAV4 Hybrid', description: 'Test drive it in Newmarket this weekend.', url: '/book-test-drive', imageUrl: carPicture('suv', 'grey'), tone: 'dark' },
    ],
    homeStock: [
      { _type: 'stockCarousel', heading: 'Just arrived', source: 'latest', limit: 8 },
      { _type: 'modelGrid', heading: 'Find your Toyota', source: 'stock', limit: 12 },
      { _type: 'promoNodes', heading: 'Offers this season', limit: 3 },
      { _type: 'priceRangeSlider', heading: 'Shop by price' },
      { _type: 'budgetSearch' },
    ],
    // Model links match the model names in this dealer's stock, so each one is a working /search/{make}/{model} page.
    models: [...['Corolla', 'RAV4', 'HiLux', 'LandCruiser Prado', 'Yaris Cross', 'Camry'].map((model) => ({ label: model, href: `/search/toyota/${slugify(model)}` })), allModels],
    promos: [
      { title: 'Toyota Certified Pre-Owned', text: 'A 90 point inspection and 1 year of roadside assist on every certified car.', label: 'Why certified', href: '/pages/pre-owned-benefits', start: '2026-10-01T00:00:00+13:00', expiry: '2028-01-01T00:00:00+13:00', position: 1, display: ['used'] },
      { title: 'Summer road trip check', text: 'A free 20 point safety check before you head away this summer.', label: 'Book a service', href: '/pages/book-a-service', start: '2026-11-01T00:00:00+13:00', expiry: '2028-03-01T00:00:00+13:00', position: 2 },
    ],
    testDrive: {
      intro: { heading: 'Take a Toyota for a drive', text: 'From a RAV4 Hybrid to a HiLux, drive the Toyota you are considering on the roads you use every day. Test drives leave from our Newmarket showroom, weekdays and weekends.' },
      form: {
        heading: 'Book your Toyota test drive',
        intro: 'Let us know the model and a day and time that work for you. Hybrid test drives come with a quick run-through of how the hybrid system works.',
        categories: ['Test Drive', 'Hybrid Test Drive', 'Certified Pre-Owned'],
        successMessage: 'Thank you. Our Newmarket team will be in touch shortly to confirm your test drive.',
      },
    },
    ctas: {
      finance: { heading: 'Toyota finance, sorted in Newmarket', text: 'Apply online and talk through the options with our team before you choose your Toyota.', primary: { label: 'Apply for finance', href: '/finance#finance-form' }, secondary: { label: 'Certified pre-owned', href: '/pages/pre-owned-benefits' } },
      service: { heading: 'Book your Toyota service', text: 'Genuine parts, Toyota-trained technicians and a complimentary shuttle around central Auckland.', primary: { label: 'Book a service', href: '/pages/book-a-service' }, secondary: { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' }, tone: 'dark' },
    },
    aboutUs: ['Harbour City Toyota has been Auckland’s Toyota dealer in Newmarket for over 30 years.'],
    extraPages: [
      { slug: 'pages/pre-owned-benefits', title: 'Toyota Certified Pre-Owned', blocks: [{ _type: 'richText', _key: 'pb1', body: [{ _type: 'block', _key: 'pb1b', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 'pb1s', text: 'Certified cars pass a 90 point inspection and come with 1 year of roadside assist.', marks: [] }] }] }] },
    ],
  },
  {
    site: 'lone-star-jeep',
    name: 'Lone Star Jeep',
    slides: [
      { name: 'Built for Texas trails', description: 'Wrangler, Gladiator and Grand Cherokee in stock in Austin.', url: '/brands/jeep', imageUrl: carPicture('suv', 'green') },
      { name: 'Ram trucks that work as hard as you', description: 'Tow ratings up to 11,550 lb.', url: '/search/ram', imageUrl: carPicture('ute', 'black'), tone: 'dark' },
    ],
    homeStock: [
      { _type: 'stockCarousel', heading: 'New arrivals on the lot', source: 'latest', limit: 8 },
      { _type: 'modelGrid', heading: 'Shop Jeep models', source: 'stock', limit: 12 },
      { _type: 'promoNodes', heading: 'Current offers', limit: 3 },
      { _type: 'facetTiles', heading: 'Shop by model line', facet: 'body', limit: 8 },
      { _type: 'budgetSearch', heading: 'Find a Jeep for your budget' },
    ],
    models: [
      ...['Wrangler', 'Gladiator', 'Grand Cherokee', 'Compass'].map((model) => ({ label: model, href: `/search/jeep/${slugify(model)}` })),
      { label: 'Ram 1500', href: '/search/ram/1500' },
      allModels,
    ],
    promos: [
      { title: 'Trail Rated weekends', text: 'Take a Wrangler or Gladiator off-road at our Saturday test-drive days.', label: 'See Jeeps in stock', href: '/search/jeep', start: '2026-09-01T00:00:00-05:00', expiry: '2028-01-01T00:00:00-06:00', position: 1, display: ['new', 'demo'] },
      { title: 'Service center specials', text: 'Oil change and tire rotation packages for every Jeep and Ram.', label: 'Schedule service', href: '/pages/book-a-service', start: '2026-09-01T00:00:00-05:00', expiry: '2028-06-01T00:00:00-05:00', position: 2 },
    ],
    testDrive: {
      intro: { heading: 'Schedule a test drive in Austin', text: 'Get behind the wheel of a Wrangler, Gladiator, Grand Cherokee or Ram 1500. Ask about our Saturday trail days for a test drive off the pavement.' },
      form: {
        heading: 'Schedule your test drive',
        intro: 'Tell us which Jeep or Ram you want to drive and when you plan to stop by. We will have it gassed up and ready.',
        categories: ['Test Drive', 'Trail Day Test Drive', 'Sales'],
        successMessage: 'Thanks! A member of our sales team will reach out to confirm your test drive.',
      },
    },
    ctas: {
      finance: { heading: 'Get pre-qualified before you visit', text: 'Apply online in minutes and we will have your options ready when you arrive in Austin.', primary: { label: 'Apply for financing', href: '/finance#finance-form' }, secondary: { label: 'Shop new Jeep', href: '/search/new-cars' } },
      service: { heading: 'Service center open six days a week', text: 'Jeep and Ram certified technicians, Mopar parts and a shuttle anywhere in Austin.', primary: { label: 'Schedule service', href: '/pages/book-a-service' }, secondary: { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' }, tone: 'dark' },
      tradeIn: { heading: 'Your trade, your next truck', text: 'Put your instant offer toward a new Gladiator or Ram 1500.', primary: { label: 'Shop trucks', href: '/search/ute-cars' }, tone: 'light' },
    },
    aboutUs: ['Lone Star Jeep is Austin’s home of Jeep and Ram, with a service center open six days a week.'],
  },
];
